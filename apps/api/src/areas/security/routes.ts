/** Handlers of `@lobby/contract/security`: the public key and captchas. */
import { ENCRYPTION_ALGORITHM } from '@lobby/contract';
import { checkCaptcha, getCaptcha, getKey } from '@lobby/contract/security';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { CAPTCHA_TTL_SECONDS } from '../../core/security/captcha.ts';

/** The security area's bindings. */
export function securityRoutes(ctx: AppContext): Binding[] {
  return [
    bind(getKey, async () => {
      const key = await ctx.keys.current();
      return {
        key_id: key.keyId,
        algorithm: ENCRYPTION_ALGORITHM as typeof ENCRYPTION_ALGORITHM,
        public_key: key.publicPem,
      };
    }),
    bind(getCaptcha, async ({ brand }) => {
      const captcha = await ctx.captcha.create(brand.id);
      return { captcha_id: captcha.id, image: captcha.image, expires_in: CAPTCHA_TTL_SECONDS };
    }),
    bind(checkCaptcha, async ({ brand, query }) => ({
      valid: await ctx.captcha.check(brand.id, query.captcha_id, query.code),
    })),
  ];
}
