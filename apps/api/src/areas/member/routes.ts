/** Bindings of `@lobby/contract/member`: the signed-in member's own data (rules in `service.ts`). */
import {
  changePassword,
  changeWithdrawPassword,
  editEmail,
  editMobile,
  editName,
  getInquiry,
  getSidebar,
  getUserProfile,
  setAutoTransfer,
} from '@lobby/contract/member';
import { assertMoneyMayLeave } from '../../core/security/money-leaving.ts';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import {
  changeEmail,
  changeLoginPassword,
  changeMobile,
  changeWithdrawalPassword,
  inquiryOf,
  profileOf,
  rename,
  setAutoTransferFor,
  sidebarOf,
} from './service.ts';

/** The member area's bindings. */
export function memberRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(getUserProfile, async ({ auth, query, brand }) =>
      profileOf(db, brand, auth.member, query.with_channel_balances === 1),
    ),
    bind(getSidebar, async ({ auth, brand }) => sidebarOf(db, brand, auth.member)),
    bind(getInquiry, async ({ auth, brand }) => inquiryOf(db, brand, auth.member.id, ctx.now)),
    bind(setAutoTransfer, async ({ auth, body }) =>
      setAutoTransferFor(db, auth.member, Boolean(body.auto_transfer), ctx.now),
    ),
    bind(editName, async ({ auth, body, brand }) =>
      rename(db, brand, auth.member.id, body.real_name, ctx.now),
    ),
    // Email and mobile receive recovery codes: changing them lets money leave (step-up first).
    bind(editEmail, async ({ auth, body, brand }) => {
      await assertMoneyMayLeave(ctx, brand, auth, true);
      return changeEmail(ctx, brand, auth.member.id, body);
    }),
    bind(editMobile, async ({ auth, body, brand }) => {
      await assertMoneyMayLeave(ctx, brand, auth, true);
      return changeMobile(ctx, brand, auth.member.id, body);
    }),
    bind(changePassword, async ({ auth, body, brand }) =>
      changeLoginPassword(ctx, brand, auth.member, auth.sessionId, body),
    ),
    bind(changeWithdrawPassword, async ({ auth, body, brand }) => {
      await assertMoneyMayLeave(ctx, brand, auth, true);
      return changeWithdrawalPassword(ctx, auth.member, body);
    }),
  ];
}
