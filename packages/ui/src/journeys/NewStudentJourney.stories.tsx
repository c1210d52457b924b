import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { REGISTERED_NOTICE } from '../kit/loginNotice.ts';
import { REGISTRATION_STEPS } from '../kit/registrationSteps.ts';
import { ScreenRoutes } from '../routes/ScreenRoutes.tsx';
import { pathTo } from '../registry/screens.ts';
import { mailedCode } from '../testing/fakeApi.ts';
import { chooseBank, fillRegistration } from '../testing/registration.ts';
import { fillAndPress } from '../testing/stories.ts';

/** Every screen routed as the portal routes it (the registry), so one story walks through several. */
const meta = {
  title: 'Journeys/New student',
  component: ScreenRoutes,
  parameters: {
    layout: 'fullscreen',
    route: pathTo('verifyStudent'),
    routePattern: '*',
    services: { timing: { redirectAfterSuccessMs: 300 } },
  },
} satisfies Meta<typeof ScreenRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'amaka.obi@university.edu.ng';
const PASSWORD = 'Register-journey-2026';

/** The page's heading, said with the step of registration it is (issue 34). */
async function expectStep(canvasElement: HTMLElement, heading: string, step: string) {
  const canvas = within(canvasElement);
  const title = await canvas.findByRole('heading', { level: 1, name: heading });
  await expect(title).toBeVisible();
  await expect(title).toHaveAccessibleDescription(step);
  await expect(canvas.getByText(step)).toBeVisible();
}

/**
 * Issue 5's first journey: verify the email, read the code from the fake's outbox, validate it,
 * register, see 'Registration Successful!', land on the student login and sign in. Each of the
 * three pages says its step; the login says the student is registered and holds the email, so
 * only the password is typed (issue 34).
 */
export const VerifyValidateRegisterSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const path = () => canvas.getByTestId('current-path');

    await expectStep(canvasElement, 'Verify Email', REGISTRATION_STEPS.verify);
    await userEvent.type(await canvas.findByLabelText('Email'), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(path()).toHaveTextContent(pathTo('validateOtp')));
    await expectStep(canvasElement, 'Validate OTP', REGISTRATION_STEPS.code);
    await expect(canvas.getByText(EMAIL)).toBeVisible();

    await fillAndPress(canvasElement, { OTP: await mailedCode(EMAIL) }, 'Validate');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'OTP Validated Successfully, please wait while we redirect you',
      ),
    );
    await waitFor(() => expect(path()).toHaveTextContent(pathTo('register')));
    await expectStep(canvasElement, 'Registration', REGISTRATION_STEPS.details);
    await expect(canvas.getByLabelText('Email')).toHaveValue(EMAIL);

    await fillRegistration(canvasElement, {
      firstName: 'Amaka',
      middleName: 'Ifeoma',
      lastName: 'Obi',
      sex: 'Female',
      phone: '08031234567',
      course: { faculty: 'Science and Technology', department: 'Microbiology', course: 'Microbiology' },
      level: '400',
      matricNo: 'MCB/2022/321',
      accountNumber: '0690000031',
      sortCode: '044150149',
      password: PASSWORD,
    });
    await chooseBank(canvasElement, 'access', 'Access Bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Registration Successful!'));

    await waitFor(() => expect(path()).toHaveTextContent(pathTo('studentLogin')));
    // The address changes at once; the login page follows once its code is in.
    await canvas.findByRole('heading', { level: 1, name: 'Student Login' });
    await expect(canvas.getByText(REGISTERED_NOTICE)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue(EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(path()).toHaveTextContent(pathTo('studentDashboard')));
  },
};

/** The same journey on a 360 px phone: each step, the login holding the email; nothing wider than the screen. */
export const OnAPhone: Story = {
  parameters: { width: 360 },
  play: async (context) => {
    await VerifyValidateRegisterSignIn.play!(context);
    await expect(within(context.canvasElement).getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(360);
  },
};
