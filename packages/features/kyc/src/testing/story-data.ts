/**
 * Canned answers for the KYC stories (no server in Storybook), answering as the API does:
 * the member's documents newest first with `verified` worked out by the API's rule, uploads
 * that add a pending document (kept per story), and each document's file: a drawn photo of
 * a card for images, a small PDF otherwise. Times are relative to "now".
 */
import { KycStatus } from '@lobby/contract/kyc';
import type { KycDocumentItem } from '@lobby/contract/kyc';
import type { KycDocumentKind } from '@lobby/domain';
import type { Canned } from '@lobby/test-kit';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What the operator wrote when rejecting the back of the ID card. */
export const REJECT_REASON =
  'The photo is blurred: the card number cannot be read. Please take it again in good light.';

function document(
  id: number,
  kind: KycDocumentKind,
  status: KycStatus,
  options: { ago?: number; mime?: string; size?: number; remark?: string } = {},
): KycDocumentItem {
  const at = nowSeconds();
  const uploaded = at - (options.ago ?? 86_400);
  return {
    id,
    kind,
    url: `/api/v1/member/kyc/file/${id}`,
    uploaded_at: uploaded,
    mime: options.mime ?? 'image/jpeg',
    size: options.size ?? 834_112,
    status,
    remark: options.remark ?? '',
    reviewed_at: status === KycStatus.Pending ? null : uploaded + 3_600,
  };
}

/** Some sent, some not: the front approved, the back rejected, the bill waiting for review. */
export const mixedDocuments = (): KycDocumentItem[] => [
  document(3, 'address_document', KycStatus.Pending, {
    ago: 1_800,
    mime: 'application/pdf',
    size: 212_480,
  }),
  document(2, 'id_back', KycStatus.Rejected, { ago: 90_000, remark: REJECT_REASON }),
  document(1, 'id_front', KycStatus.Approved, { ago: 90_600 }),
];

/** Everything the API needs, approved. */
export const approvedDocuments = (): KycDocumentItem[] => [
  document(6, 'address_document', KycStatus.Approved, { mime: 'application/pdf', size: 198_000 }),
  document(5, 'id_back', KycStatus.Approved),
  document(4, 'id_front', KycStatus.Approved),
];

/** The API's rule: an ID card's two sides (or a driver licence) and an address, approved. */
function verifiedOf(list: readonly KycDocumentItem[]): boolean {
  const approved = new Set(list.filter((d) => d.status === KycStatus.Approved).map((d) => d.kind));
  const identity =
    (approved.has('id_front') && approved.has('id_back')) || approved.has('driver_licence');
  return identity && approved.has('address_document');
}

/** A photo of an ID card, drawn on a canvas, as a PNG. */
async function cardPhoto(): Promise<Blob> {
  const canvas = window.document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 300;
  const g = canvas.getContext('2d');
  if (!g) return new Blob([], { type: 'image/png' });
  g.fillStyle = '#4b5563';
  g.fillRect(0, 0, 480, 300);
  g.fillStyle = '#eef2f7';
  g.beginPath();
  g.roundRect(30, 30, 420, 240, 18);
  g.fill();
  g.fillStyle = '#1e3a8a';
  g.fillRect(30, 30, 420, 44);
  g.fillStyle = '#ffffff';
  g.font = 'bold 18px sans-serif';
  g.fillText('IDENTITY CARD', 52, 59);
  g.fillStyle = '#cbd5e1';
  g.fillRect(52, 94, 110, 140);
  g.fillStyle = '#64748b';
  g.beginPath();
  g.arc(107, 140, 26, 0, Math.PI * 2);
  g.fill();
  g.beginPath();
  g.ellipse(107, 222, 44, 34, 0, Math.PI, 0);
  g.fill();
  g.fillStyle = '#0f172a';
  g.font = 'bold 20px sans-serif';
  g.fillText('MEI TAN', 186, 118);
  g.font = '15px monospace';
  g.fillText('No. 880412-14-5526', 186, 150);
  g.fillText('Born 12 APR 1988', 186, 176);
  g.fillStyle = '#d4a017';
  g.fillRect(372, 196, 50, 38);
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ?? new Blob([], { type: 'image/png' })), 'image/png'),
  );
}

const PDF_TEXT =
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** Options of {@link kycAnswers}. */
export interface KycAnswerOptions {
  /** An upload that never answers: the screen stays "sending". */
  readonly uploadHangs?: boolean;
}

/**
 * Fresh KYC answers with their own documents: each story gets its own, so one story's
 * uploads leave the next one's list alone.
 */
export function kycAnswers(
  seed: () => KycDocumentItem[] = () => [],
  options: KycAnswerOptions = {},
): Record<string, Canned> {
  const list = seed();
  let nextId = 100;
  const answers: Record<string, Canned> = {
    '/member/kyc/list': () => json({ list, verified: verifiedOf(list) }),
    '/member/kyc/upload': (_url: URL, init?: RequestInit) => {
      if (options.uploadHangs) return new Promise<Response>(() => {});
      const form = init?.body as FormData;
      const file = form.get('file') as File;
      nextId += 1;
      const added = document(nextId, form.get('kind') as KycDocumentKind, KycStatus.Pending, {
        ago: 0,
        mime: file.type || 'image/jpeg',
        size: file.size,
      });
      list.unshift(added);
      return json(added);
    },
  };
  // Every id a story can reach (the seeds and its uploads) answers its file.
  for (let id = 1; id <= 120; id += 1) {
    answers[`/member/kyc/file/${id}`] = async () => {
      const pdf = list.find((d) => d.id === id)?.mime === 'application/pdf';
      const body = pdf ? new Blob([PDF_TEXT], { type: 'application/pdf' }) : await cardPhoto();
      return new Response(body, {
        status: 200,
        headers: {
          'content-type': pdf ? 'application/pdf' : 'image/png',
          'content-disposition': `attachment; filename="9f2c41d07a${id}.${pdf ? 'pdf' : 'png'}"`,
        },
      });
    };
  }
  return answers;
}

const failing = () => json({ code: 'INTERNAL', message: 'Load Failed, Please Try Again' }, 500);

/** The list fails as a server that cannot answer does. */
export const FAILING_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/kyc/list': failing,
};
