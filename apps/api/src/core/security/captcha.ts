/**
 * Captchas: a random four-character answer drawn as distorted strokes in an SVG (no text
 * elements, so the answer is not in the markup), stored as a hash for five minutes. A login
 * consumes the captcha whatever the outcome; `/captcha/check` does not, but five wrong answers
 * void it.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { captchas } from '../../db/schema/security.ts';
import { newToken, sha256 } from './tokens.ts';

/** Seconds a captcha stays valid. */
export const CAPTCHA_TTL_SECONDS = 300;
const MAX_ATTEMPTS = 5;
const LENGTH = 4;

type Point = readonly [number, number];
/** Stroke glyphs on a 4×6 grid (y down); letters that look alike (0/O, 1/I, B/8, S/5) are left out. */
const GLYPHS: Readonly<Record<string, readonly (readonly Point[])[]>> = {
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [3.5, 3],
      [4, 4.5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '6': [
    [
      [4, 0],
      [1, 0],
      [0, 2],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1, 6],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 4],
      [3, 6],
      [0, 6],
    ],
  ],
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 4],
      [3, 4],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 1],
      [3, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 4],
    ],
    [
      [1, 3],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
};
const ALPHABET = Object.keys(GLYPHS);

const rand = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const colour = () => `hsl(${randomInt(360)},${randomInt(45, 75)}%,${randomInt(25, 45)}%)`;

/** A random answer from the unambiguous alphabet. */
export function randomAnswer(): string {
  let out = '';
  for (let i = 0; i < LENGTH; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Draws an answer as an SVG image: jittered, rotated strokes over noise curves. */
export function renderCaptcha(answer: string): string {
  const width = 140;
  const height = 50;
  const parts: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const y = () => rand(5, height - 5).toFixed(1);
    parts.push(
      `<path d="M${rand(0, 20).toFixed(1)} ${y()} C${rand(30, 60).toFixed(1)} ${y()} ${rand(80, 110).toFixed(1)} ${y()} ${rand(120, 140).toFixed(1)} ${y()}" stroke="${colour()}" stroke-width="${rand(0.8, 1.8).toFixed(1)}" fill="none"/>`,
    );
  }
  [...answer].forEach((char, index) => {
    const glyph = GLYPHS[char] ?? [];
    const sx = rand(4.2, 5.2);
    const sy = rand(5, 5.8);
    const ox = 14 + index * 30 + rand(-2, 2);
    const oy = 8 + rand(-3, 3);
    const angle = rand(-22, 22).toFixed(1);
    const cx = (ox + 2 * sx).toFixed(1);
    const cy = (oy + 3 * sy).toFixed(1);
    const strokes = glyph
      .map(
        (line) =>
          'M' +
          line
            .map(
              ([x, y]) =>
                `${(ox + (x + rand(-0.25, 0.25)) * sx).toFixed(1)} ${(oy + (y + rand(-0.2, 0.2)) * sy).toFixed(1)}`,
            )
            .join(' L'),
      )
      .join(' ');
    parts.push(
      `<path d="${strokes}" transform="rotate(${angle} ${cx} ${cy})" stroke="${colour()}" stroke-width="${rand(2.2, 3.2).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 30; i += 1) {
    parts.push(
      `<circle cx="${rand(0, width).toFixed(1)}" cy="${rand(0, height).toFixed(1)}" r="${rand(0.5, 1.4).toFixed(1)}" fill="${colour()}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f4f0"/>${parts.join('')}</svg>`;
}

const hashAnswer = (id: string, answer: string) => sha256(`${id}:${answer.toUpperCase()}`);

/** Captcha storage and checks for one database. */
export interface CaptchaService {
  create(brandId: string): Promise<{ id: string; image: string; answer: string }>;
  /** Whether the answer is right; wrong answers count towards voiding the captcha. */
  check(brandId: string, id: string, code: string): Promise<boolean>;
  /** Uses the captcha up and answers whether the answer was right. */
  consume(brandId: string, id: string, code: string): Promise<boolean>;
}

/** Builds the captcha service. */
export function createCaptchaService(db: Database, now: () => number = Date.now): CaptchaService {
  return {
    async create(brandId) {
      const id = newToken();
      const answer = randomAnswer();
      // Expired captchas are removed as new ones are made, keeping the table small.
      await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now() - 60_000)));
      await db.insert(captchas).values({
        id,
        brandId,
        answerHash: hashAnswer(id, answer),
        expiresAt: new Date(now() + CAPTCHA_TTL_SECONDS * 1000),
      });
      const svg = renderCaptcha(answer);
      return {
        id,
        answer,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },
    async check(brandId, id, code) {
      const live = and(
        eq(captchas.id, id),
        eq(captchas.brandId, brandId),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, new Date(now())),
        lt(captchas.attempts, MAX_ATTEMPTS),
      );
      const [row] = await db.select().from(captchas).where(live);
      if (!row) return false;
      if (row.answerHash === hashAnswer(id, code)) return true;
      await db
        .update(captchas)
        .set({ attempts: sql`${captchas.attempts} + 1` })
        .where(eq(captchas.id, id));
      return false;
    },
    async consume(brandId, id, code) {
      const [row] = await db
        .update(captchas)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(captchas.id, id),
            eq(captchas.brandId, brandId),
            isNull(captchas.usedAt),
            gt(captchas.expiresAt, new Date(now())),
            lt(captchas.attempts, MAX_ATTEMPTS),
          ),
        )
        .returning();
      return row !== undefined && row.answerHash === hashAnswer(id, code);
    },
  };
}
