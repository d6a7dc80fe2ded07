import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FormikField } from '../../src/components/ui/FormikField';
import { appSystem } from '../../src/components/ui/system';

function SignIn({ onSubmit }: { onSubmit: (values: { email: string; note: string }) => void }) {
  return (
    <ChakraProvider value={appSystem()}>
      <Formik initialValues={{ email: '', note: '' }} onSubmit={onSubmit}>
        <Form aria-label="Sign in">
          <FormikField name="email" label="Email" />
          <FormikField name="note" label="Note" multiline />
          <button type="submit">Sign In</button>
        </Form>
      </Formik>
    </ChakraProvider>
  );
}

describe('FormikField', () => {
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
