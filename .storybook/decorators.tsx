import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ServicesProvider } from '../packages/ui/src/services/index.ts';
import { createStoryServices, type StoryServicesOptions } from './services.tsx';

/** Shows where the app navigated to, so a play function can assert a redirect. */
function CurrentPath() {
  const { pathname } = useLocation();
  return (
    <div data-testid="current-path" hidden>
      {pathname}
    </div>
  );
}

/**
 * Puts the story inside a router at the route it names, so links, redirects and the current-page
 * marks work. Navigation away renders the story's `routes` stand-ins, or just the new path.
 *
 * @example
 * export const OnStudents: Story = { parameters: { route: '/studentlogin' } };
 */
export const withRouter: Decorator = (Story, { parameters }) => {
  const route = (parameters.route as string | undefined) ?? '/';
  const path = (parameters.routePattern as string | undefined) ?? route;
  return (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={<Story />} />
        <Route path="*" element={<p>Navigated away.</p>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>
  );
};

/**
 * Gives screens their services: a client that the fake answers, in-memory sessions and storage.
 *
 * @example
 * export const SignedIn: Story = {
 *   parameters: { services: { signedIn: ['student'], sessionStorage: { userEmail: 'a@b.ng' }, timing: { otpCountdownSeconds: 2 } } },
 * };
 */
export const withServices: Decorator = (Story, { parameters }) => (
  <StoryServices options={(parameters.services as StoryServicesOptions | undefined) ?? {}}>
    <Story />
  </StoryServices>
);

function StoryServices({ options, children }: { options: StoryServicesOptions; children: ReactNode }) {
  // One set of services per mounted story: state survives re-renders, never leaks into the next story.
  const [services] = useState(() => createStoryServices(options));
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}

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
