import { KYC_MAX_BYTES } from '@lobby/contract/kyc';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  FAILING_ANSWERS,
  REJECT_REASON,
  approvedDocuments,
  kycAnswers,
  mixedDocuments,
} from '../testing/story-data.ts';
import { KycStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { KycScreen } from './kyc-screen.tsx';

const meta = {
  title: 'Screens/KYC',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const AT = '/kyc';

/** A file whose bytes start as a PNG's. */
const png = (name: string, size = 2_048) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

/** The card of one document. */
const cardOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name });

/** A new member: every document still to send. */
export const NothingSent: Story = {
  render: () => <KycStory at={AT} render={(session) => <KycScreen {...storyProps(session)} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Verify your identity'));
    await expect(canvas.getAllByText('Not sent')).toHaveLength(5);
    await expect(
      canvas.getByRole('button', { name: 'Choose file: ID card (front)' }),
    ).toBeEnabled();
  },
};

/** Approved, rejected with the operator's reason, and pending; the member's own file shown. */
export const MixedStates: Story = {
  render: () => (
    <KycStory
      at={AT}
      answers={kycAnswers(mixedDocuments)}
      render={(session) => <KycScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Action needed'));
    const back = within(await cardOf(canvasElement, 'ID card (back)'));
    await expect(back.getByText('Rejected')).toBeVisible();
    await expect(back.getByText(REJECT_REASON)).toBeVisible();
    const address = within(await cardOf(canvasElement, 'Proof of address'));
    await expect(address.getByText('Pending review')).toBeVisible();
    const front = within(await cardOf(canvasElement, 'ID card (front)'));
    await expect(front.getByText('Approved')).toBeVisible();

    await userEvent.click(
      front.getByRole('button', { name: 'View what you sent: ID card (front)' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'ID card (front): what you sent' });
    await expectVisible(
      within(dialog).findByRole('img', { name: 'The file you sent as ID card (front)' }),
    );
  },
};

/** A rejected document sent again: it waits for review, and the reason goes. */
export const SendAgainAfterRejection: Story = {
  render: () => (
    <KycStory
      at={AT}
      answers={kycAnswers(mixedDocuments)}
      render={(session) => <KycScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'ID card (back)');
    const back = within(card);
    await expectVisible(back.findByText(REJECT_REASON));
    await userEvent.upload(
      within(canvasElement).getByLabelText('File for ID card (back)'),
      png('back-retake.png'),
    );
    await waitFor(() => expect(back.getByText('Pending review')).toBeVisible());
    await expect(back.getByRole('status')).toHaveTextContent(
      'ID card (back) sent. It is now waiting for review.',
    );
    await expect(back.queryByText(REJECT_REASON)).toBeNull();
  },
};

/** A file over the limit is refused on the device, named, and nothing is sent. */
export const RefusedBeforeSending: Story = {
  render: () => <KycStory at={AT} render={(session) => <KycScreen {...storyProps(session)} />} />,
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'ID card (front)');
    await userEvent.upload(
      within(canvasElement).getByLabelText('File for ID card (front)'),
      png('front-raw.png', KYC_MAX_BYTES + 600_000),
    );
    await expectVisible(
      within(card).findByText(
        '“front-raw.png” is 5.6 MB, and files can be up to 5 MB. Please choose a smaller file or take a new photo.',
      ),
    );
    await expect(within(card).getByText('Not sent')).toBeVisible();
    await expect(
      within(card).getByRole('button', { name: 'Choose another file: ID card (front)' }),
    ).toBeEnabled();
  },
};

/** The file is on its way: an indeterminate bar and the file's name (the SDK reports no progress). */
export const UploadInProgress: Story = {
  render: () => (
    <KycStory
      at={AT}
      answers={kycAnswers(() => [], { uploadHangs: true })}
      render={(session) => <KycScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const card = within(await cardOf(canvasElement, 'Driver licence'));
    await userEvent.upload(
      within(canvasElement).getByLabelText('File for Driver licence'),
      png('licence.png'),
    );
    await expectVisible(card.findByRole('progressbar', { name: 'Sending Driver licence' }));
    await expect(card.getByRole('status')).toHaveTextContent('Sending “licence.png”…');
    await expect(card.getByRole('button', { name: 'Choose file: Driver licence' })).toBeDisabled();
  },
};

/** Everything approved: the member is verified. */
export const AllApproved: Story = {
  render: () => (
    <KycStory
      at={AT}
      answers={kycAnswers(approvedDocuments)}
      render={(session) => <KycScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Your identity is verified. Thank you!'));
    await expect(canvas.getAllByText('Approved')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Check for updates' })).toBeNull();
  },
};

/** The documents failed to load: the server's message and Retry. */
export const Failed: Story = {
  render: () => (
    <KycStory
      at={AT}
      answers={FAILING_ANSWERS}
      render={(session) => <KycScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Load Failed, Please Try Again'));
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A guest is invited to sign in. */
export const Guest: Story = {
  render: () => (
    <KycStory
      at={AT}
      signedIn={false}
      render={(session) => <KycScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByRole('button', { name: 'Sign in' }));
  },
};
