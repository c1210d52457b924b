import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormCard, OtpField } from './FormCard.tsx';

const meta = {
  title: 'Layouts/FormCard',
  tags: ['autodocs'],
  component: FormCard,
  parameters: { layout: 'fullscreen', route: '/verifyStudent' },
  args: {
    id: 'verify',
    title: 'Verify Email',
    lead: 'Enter your Email to receive a verification code',
    children: null,
  },
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the card; the lead has the id a form points to with aria-describedby. */
export const WithLead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Verify Email' });
    await expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent('Verify Email');
    await expect(canvasElement.querySelector('#verify-lead')).toHaveTextContent(
      'Enter your Email to receive a verification code',
    );
  },
};

export const WithoutLead: Story = {
  args: { id: 'login', title: 'Student Login', lead: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Student Login' })).toBeVisible();
    await expect(canvasElement.querySelector('#login-lead')).toBeNull();
  },
};

function Otp() {
  const [code, setCode] = useState('');
  return <OtpField value={code} onChange={(e) => setCode(e.target.value)} />;
}

/** The code field: required, a numeric keypad on phones, filled from the message where the phone offers it. */
export const OtpCode: Story = {
  args: { id: 'otp', title: 'Validate OTP', children: <Otp /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('OTP');
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('123456');
  },
};
