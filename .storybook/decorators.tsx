import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

/**
 * Puts the story inside a router at the route it names, so links and the current-page marks work.
 *
 * @example
 * export const OnStudents: Story = { parameters: { route: '/studentlogin' } };
 */
export const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
    <Story />
  </MemoryRouter>
);

/**
 * Narrows the story to a phone's width, to show and test a screen at 320 px.
 *
 * @example
 * export const Phone: Story = { parameters: { width: 320 } };
 */
export const withWidth: Decorator = (Story, { parameters }) => {
  const width = parameters.width as number | undefined;
  if (!width) return <Story />;
  return (
    <div
      data-testid="viewport"
      style={{ width, maxWidth: width, overflowX: 'auto', outline: '1px dashed #bbb' }}
    >
      <Story />
    </div>
  );
};
