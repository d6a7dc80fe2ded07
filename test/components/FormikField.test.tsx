import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { FormikField } from '../../src/components/ui/FormikField';
import { FormikTextarea } from '../../src/components/ui/FormikTextarea';
import { appSystem } from '../../src/components/ui/system';

function SignIn({ onSubmit }: { onSubmit: (values: { email: string; note: string }) => void }) {
  return (
    <ChakraProvider value={appSystem()}>
      <Formik initialValues={{ email: '', note: '' }} onSubmit={onSubmit}>
        <Form aria-label="Sign in">
          <FormikField name="email" label="Email" />
          <FormikTextarea name="note" label="Note" />
          <button type="submit">Sign In</button>
        </Form>
      </Formik>
    </ChakraProvider>
  );
}

const contactRules = object({
  name: string().required('Name is required'),
  email: string().email('Invalid email address').required('Invalid email address'),
});

function Contact() {
  return (
    <ChakraProvider value={appSystem()}>
      <Formik initialValues={{ name: '', email: '' }} validationSchema={contactRules} onSubmit={() => {}}>
        <Form aria-label="Contact" noValidate>
          <FormikField name="name" label="Name" required />
          <FormikField name="email" label="Email" type="email" required />
          <button type="submit">Send</button>
        </Form>
      </Formik>
    </ChakraProvider>
  );
}

describe('FormikField', () => {
  it('says nothing about a field merely tabbed through, and shows its error once it was changed', async () => {
    const user = userEvent.setup();
    render(<Contact />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    // Formik has had its blurs (and validated on them): a message would be on screen by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    // A field typed into and emptied again was changed too.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'S{Backspace}');
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('shows the error of every field after a submit, changed or not', async () => {
    const user = userEvent.setup();
    render(<Contact />);
    await user.tab();
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  // A prerendered page can be typed into (or autofilled) before the app takes it over.
  it('takes in what was typed into its input before the page was hydrated', async () => {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn onSubmit={onSubmit} />);
    document.body.appendChild(container);
    (container.querySelector('input[name="email"]') as HTMLInputElement).value = 'typed@example.com';
    (container.querySelector('textarea[name="note"]') as HTMLTextAreaElement).value = 'typed early';

    const root = await act(async () => hydrateRoot(container, <SignIn onSubmit={onSubmit} />));
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0]![0]).toEqual({ email: 'typed@example.com', note: 'typed early' });
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('starts from the form values on an ordinary mount', async () => {
    const onSubmit = vi.fn();
    render(<SignIn onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: '', note: '' });
  });
});
