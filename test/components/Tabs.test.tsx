import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../../src/components/ui/chakra/Tabs';
import { appSystem } from '../../src/components/ui/system';

function Example({ renderSelectedOnly = false }: { renderSelectedOnly?: boolean }) {
  const [value, setValue] = useState('one');
  return (
    <ChakraProvider value={appSystem()}>
      <button type="button">Before</button>
      <Tabs.Root
        value={value}
        onValueChange={(details) => setValue(details.value)}
        renderSelectedOnly={renderSelectedOnly}
      >
        <Tabs.List>
          <Tabs.Trigger value="one">One</Tabs.Trigger>
          <Tabs.Trigger value="two">Two</Tabs.Trigger>
          <Tabs.Trigger value="three">Three</Tabs.Trigger>
        </Tabs.List>
        {['one', 'two', 'three'].map((panel) => (
          <Tabs.Content key={panel} value={panel}>
            <p>Panel {panel}</p>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </ChakraProvider>
  );
}

describe('Tabs', () => {
  it('names each panel by its tab, shows the selected one, and keeps the others hidden', () => {
    render(<Example />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    const one = screen.getByRole('tab', { name: 'One', selected: true });
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one');
    expect(one).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    expect(screen.getByText('Panel two', { selector: 'p' })).not.toBeVisible();
  });

  it('is one stop in the Tab order, and the arrows, Home and End move the selection with the focus', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toHaveFocus();
    // From the selected tab, Tab goes on to its panel, not to the other tabs.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveFocus();
  });

  it("takes Tab from the selected tab straight to its panel's first control, when the panel has one", async () => {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={appSystem()}>
        <Tabs.Root value="form" onValueChange={() => undefined}>
          <Tabs.List>
            <Tabs.Trigger value="form">Form</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="form">
            <input aria-label="Email" />
          </Tabs.Content>
        </Tabs.Root>
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('tabindex');
  });

  it('selects a tab that is pressed', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Panel three');
  });

  it('renders only the selected panel when asked to', async () => {
    const user = userEvent.setup();
    render(<Example renderSelectedOnly />);
    expect(screen.queryByText('Panel two')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByText('Panel two')).toBeVisible();
    expect(screen.queryByText('Panel one')).toBeNull();
  });
});
