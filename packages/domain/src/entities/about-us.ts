import { Type, type Static } from 'typebox';
import { Id } from './common.ts';

const LevelChecked = Type.Integer({ minimum: 0, maximum: 1 });

/** A help page under an about-us section (the leaf of the two-level tree). */
export const AboutUsPage = Type.Object({
  id: Id,
  title: Type.String(),
  content: Type.Optional(Type.String()),
  level_checked: LevelChecked,
});
/** A help page under an about-us section. */
export type AboutUsPage = Static<typeof AboutUsPage>;

/**
 * An about-us (help) section with its pages. The tree is two levels deep on purpose: a
 * recursive schema needs `$id`/`$ref`, which breaks when the contract composes it twice.
 */
export const AboutUsItem = Type.Object({
  id: Id,
  title: Type.String(),
  content: Type.Optional(Type.String()),
  level_checked: LevelChecked,
  children: Type.Array(AboutUsPage),
});
/** An about-us section with its pages. */
export type AboutUsItem = Static<typeof AboutUsItem>;
