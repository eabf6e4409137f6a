/**
 * The KYC screen against the reference API: the documents asked for and their states, files
 * refused on the device before any request, a real upload left pending, the operator's
 * approval and rejection (with its reason) seen on refresh, a new file after a rejection, the
 * server's refusal of a file that is not a document, the preview of the member's own files,
 * the camera on a touch device, a failed load, and the guest.
 */
import { KYC_MAX_BYTES, KYC_MEDIA_TYPES } from '@lobby/contract/kyc';
import { KycDocumentKind } from '@lobby/domain';
import { routes } from '@lobby/domain/routes';
import { STORY_MEMBER } from '@lobby/test-kit';
import { createLiveHarness, renderLive } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  approve,
  documentsOf,
  newMember,
  pdfFile,
  pngFile,
  reject,
  sendDocument,
} from '../testing/members.ts';
import { renderScreen, screenProps } from '@lobby/test-kit/screen';
import { KycScreen } from './kyc-screen.tsx';

const AT = routes.KYC_PAGE.path;

/** The card of one document, by its name. */
const card = (name: string) => screen.getByRole('region', { name });
/** The file picker of one document. */
const picker = (name: string) => screen.getByLabelText(`File for ${name}`);

// The pickers' `accept` would drop a wrong file before the screen saw it; the tests hand the
// screen what a member's device could still pick (an "All files" choice, a renamed file).
const member = () => userEvent.setup({ applyAccept: false });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('KYC', () => {
  it('asks a new member for every document, none sent, with pickers for the accepted types', async () => {
    const { harness } = await newMember();
    renderScreen(harness, (p) => <KycScreen {...p} />, AT);

    expect(await screen.findByText('Verify your identity')).toBeVisible();
    const names = [
      'ID card (front)',
      'ID card (back)',
      'Driver licence',
      'Proof of address',
      'Other document',
    ];
    for (const name of names) {
      expect(within(card(name)).getByText('Not sent')).toBeVisible();
      expect(picker(name)).toHaveAttribute('accept', KYC_MEDIA_TYPES.join(','));
      expect(
        within(card(name)).getByRole('button', { name: `Choose file: ${name}` }),
      ).toBeEnabled();
    }
    // A desktop: no camera action.
    expect(screen.queryByRole('button', { name: /Take a photo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /View what you sent/ })).toBeNull();
  });

  it('refuses a file too large or of another type before sending anything', async () => {
    const user = member();
    const { harness } = await newMember();
    renderScreen(harness, (p) => <KycScreen {...p} />, AT);
    await screen.findByText('Verify your identity');
    const sent = vi.spyOn(globalThis, 'fetch');

    // PNG bytes the server would take: only the screen's own checks stop them.
    await user.upload(picker('ID card (front)'), pngFile('scan.png', 'image/png', KYC_MAX_BYTES));
    expect(within(card('ID card (front)')).getByRole('alert')).toHaveTextContent(
      '“scan.png” is 5 MB, and files can be up to 5 MB.',
    );
    await user.upload(picker('ID card (back)'), pngFile('notes.txt', 'text/plain'));
    expect(within(card('ID card (back)')).getByRole('alert')).toHaveTextContent(
      '“notes.txt” cannot be sent: please choose a JPEG, PNG, WebP or PDF file.',
    );

    const uploads = sent.mock.calls.filter(([url]) => String(url).includes('/member/kyc/upload'));
    expect(uploads).toHaveLength(0);
    expect((await documentsOf(harness)).list).toEqual([]);
    expect(within(card('ID card (front)')).getByText('Not sent')).toBeVisible();
    expect(
      within(card('ID card (back)')).getByRole('button', {
        name: 'Choose another file: ID card (back)',
      }),
    ).toBeEnabled();
  });

  it('sends a chosen file and shows it pending review', async () => {
    const user = member();
    const { harness } = await newMember();
    renderScreen(harness, (p) => <KycScreen {...p} />, AT);
    await screen.findByText('Verify your identity');

    await user.upload(picker('Proof of address'), pdfFile('electricity-may.pdf'));
    const address = card('Proof of address');
    await waitFor(() => expect(within(address).getByText('Pending review')).toBeVisible());
    expect(within(address).getByRole('status')).toHaveTextContent(
      'Proof of address sent. It is now waiting for review.',
    );
    expect(within(address).queryByRole('button', { name: /Choose file/ })).toBeNull();
    expect(screen.getByText('A few more documents')).toBeVisible();

    const { list } = await documentsOf(harness);
    expect(list).toMatchObject([{ kind: 'address_document', mime: 'application/pdf', status: 1 }]);
  });

  it("shows the operator's approval on refresh, and verified once the required set is approved", async () => {
    const user = userEvent.setup();
    const { harness } = await newMember();
    const kinds = [
      KycDocumentKind.IdFront,
      KycDocumentKind.IdBack,
      KycDocumentKind.AddressDocument,
    ];
    const documents = [];
    for (const kind of kinds) documents.push(await sendDocument(harness, kind));
    renderScreen(harness, (p) => <KycScreen {...p} />, AT);

    expect(await screen.findByText('Under review')).toBeVisible();
    expect(within(card('ID card (back)')).getByText('Pending review')).toBeVisible();
    for (const document of documents) await approve(document.id);

    await user.click(screen.getByRole('button', { name: 'Check for updates' }));
    expect(await screen.findByText('Verified')).toBeVisible();
    for (const name of ['ID card (front)', 'ID card (back)', 'Proof of address'])
      expect(within(card(name)).getByText('Approved')).toBeVisible();
    expect(within(card('Driver licence')).getByText('Not sent')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check for updates' })).toBeNull();
  });

  it("shows the operator's reason for a rejection and takes a new file", async () => {
    const user = member();
    const { harness } = await newMember();
    const first = await sendDocument(harness, KycDocumentKind.IdFront);
    const reason = 'The photo is blurred: the card number cannot be read.';
    await reject(first.id, reason);
    renderScreen(harness, (p) => <KycScreen {...p} />, AT);

    const front = await screen.findByRole('region', { name: 'ID card (front)' });
    await waitFor(() => expect(within(front).getByText('Rejected')).toBeVisible());
    expect(within(front).getByText(reason)).toBeVisible();
    expect(screen.getByText('Action needed')).toBeVisible();

    expect(
      within(front).getByRole('button', { name: 'Send a new file: ID card (front)' }),
    ).toBeEnabled();
    await user.upload(picker('ID card (front)'), pngFile('sharper.png'));
    await waitFor(() => expect(within(front).getByText('Pending review')).toBeVisible());
    expect(within(front).queryByText(reason)).toBeNull();
    const { list } = await documentsOf(harness);
    expect(list.map((d) => d.status)).toEqual([1, 3]);
  });

  it("says so on the document when the server finds the file's content is not a document", async () => {
    const user = member();
    const { harness } = await newMember();
    renderScreen(harness, (p) => <KycScreen {...p} />, AT);
    await screen.findByText('Verify your identity');

    // Named and typed as a PNG, so it passes the device's checks; the bytes are a web page.
    const page = new File(['<html><script>alert(1)</script></html>'], 'licence.png', {
      type: 'image/png',
    });
    await user.upload(picker('Driver licence'), page);
    const licence = card('Driver licence');
    expect(await within(licence).findByRole('alert')).toHaveTextContent(
      '“licence.png” is not a readable JPEG, PNG, WebP or PDF file. Please choose another file.',
    );
    expect(within(licence).getByText('Not sent')).toBeVisible();
    expect(
      within(licence).getByRole('button', { name: 'Choose another file: Driver licence' }),
    ).toBeEnabled();
    expect(within(card('ID card (front)')).queryByRole('alert')).toBeNull();
    expect((await documentsOf(harness)).list).toEqual([]);
  });

  it("previews the member's own image and PDF, and lets go of the file when closed", async () => {
    // jsdom has no object URLs; these stand in for the browser's, and record the revoke.
    let made = 0;
    const created: string[] = [];
    const revoked: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          made += 1;
          const url = `blob:kyc/${made}-${blob.type}`;
          created.push(url);
          return url;
        },
        revokeObjectURL: (url: string) => void revoked.push(url),
      }),
    );
    const user = userEvent.setup();
    const { harness } = await newMember();
    await sendDocument(harness, KycDocumentKind.IdFront);
    await sendDocument(harness, KycDocumentKind.AddressDocument, pdfFile());
    renderScreen(harness, (p) => <KycScreen {...p} />, AT);

    await user.click(
      await screen.findByRole('button', { name: 'View what you sent: ID card (front)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ID card (front): what you sent' });
    const image = await within(dialog).findByRole('img', {
      name: 'The file you sent as ID card (front)',
    });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:kyc\/\d+-image\/png$/));
    const imageUrl = image.getAttribute('src');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoked).toContain(imageUrl);

    await user.click(screen.getByRole('button', { name: 'View what you sent: Proof of address' }));
    const pdf = await screen.findByRole('link', { name: /Open the PDF/ });
    expect(pdf).toHaveAttribute('href', expect.stringMatching(/application\/pdf$/));
    expect(pdf).toHaveAttribute('download', expect.stringMatching(/\.pdf$/));
    expect(created).toHaveLength(2);
  });

  it('offers the back camera as its own action on a touch device', async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query === '(pointer: coarse)',
    }));
    const { harness } = await newMember();
    renderScreen(harness, (p) => <KycScreen {...p} />, AT);

    const front = await screen.findByRole('region', { name: 'ID card (front)' });
    expect(
      within(front).getByRole('button', { name: 'Take a photo: ID card (front)' }),
    ).toBeEnabled();
    const camera = screen.getByLabelText('Photo of ID card (front)');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('says when the documents cannot be loaded, with a retry', async () => {
    const user = userEvent.setup();
    // Port 9 is one fetch never connects to: the request gets no answer at all.
    const harness = createLiveHarness({ apiUrl: 'http://127.0.0.1:9' });
    harness.session.signIn('member-token', Date.now(), STORY_MEMBER);
    renderScreen(harness, (p) => <KycScreen {...p} />, AT);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/network/i);
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    await user.click(retry);
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }),
      ).toBeEnabled(),
    );
    expect(screen.queryByRole('region', { name: 'ID card (front)' })).toBeNull();
  });

  it('invites a guest to sign in', async () => {
    const user = userEvent.setup();
    let props: ReturnType<typeof screenProps> | undefined;
    renderLive(
      (session) => {
        props = screenProps(session);
        return <KycScreen {...props} />;
      },
      { brand: 'default', at: AT, path: AT },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props?.onRequireSignIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'ID card (front)' })).toBeNull();
  });
});
