/**
 * The deposit screen's data and actions: the brand's methods grouped by payment type, the
 * amount rules of the chosen method, the top-up code, the deposit call (a gateway's page opens
 * in a new tab), the result of the deposit just made — refreshed while it is pending — and the
 * history.
 */
import { usePermissionsQuery, usePlatformOffset } from '@lobby/api-client/config';
import { useInquiryQuery } from '@lobby/api-client/member';
import {
  useDepositMethodsQuery,
  useDepositMutation,
  useDepositsQuery,
  useTopupCodeQuery,
} from '@lobby/api-client/payments';
import { useSessionSnapshot } from '@lobby/api-client/react';
import type { DepositMethod, DepositRecord } from '@lobby/contract/payments';
import { DepositStatus, PaymentType } from '@lobby/domain/enums';
import { fromMinor } from '@lobby/domain/money';
import { getHref, routes } from '@lobby/domain/routes';
import { validateAmount } from '@lobby/domain/validators';
import { useForm, useSingleFlight, useToast } from '@lobby/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import { usePaymentsTranslation } from '../i18n.ts';
import { errorField, errorMessage, lobbyErrorOf } from '@lobby/api-client';
import { openPendingTab } from '../parts/open-window.ts';
import { quickAmounts } from '../parts/quick-amounts.ts';
import { useMoneyFormat } from '../parts/use-money-format.ts';
import type { DepositScreenProps } from '../types.ts';

/** How often a pending deposit's status is read again (the callback may land any moment). */
export const DEPOSIT_POLL_MS = 3_000;
/** How many records the history shows at first, and how many more each "show more" adds. */
export const HISTORY_PAGE = 10;

const QUIET = { handleErrors: true } as const;

/** Payment types in the order a member meets them, when the brand offers them. */
function typesOf(methods: readonly DepositMethod[]): PaymentType[] {
  const seen: PaymentType[] = [];
  for (const m of methods) if (!seen.includes(m.type)) seen.push(m.type);
  return seen;
}

/** The deposit screen's model. */
export function useDeposit({
  session,
  onDeposited,
}: Pick<DepositScreenProps, 'session' | 'onDeposited'>) {
  const { t } = usePaymentsTranslation();
  const { t: tm } = useTranslation('messages');
  const toast = useToast();
  const { signedIn } = useSessionSnapshot(session);
  const { currency, format, formatRound } = useMoneyFormat();
  const offset = usePlatformOffset();
  const atGateway = useMatch(routes.DEPOSIT_GATEWAY.path) !== null;

  const methodsQuery = useDepositMethodsQuery({ $options: QUIET }, { skip: !signedIn });
  const methods = useMemo(() => methodsQuery.data?.list ?? [], [methodsQuery.data]);
  const types = useMemo(() => typesOf(methods), [methods]);
  const permissions = usePermissionsQuery().data;
  const topupShown =
    permissions?.upload.topup_code_show === 1 || methodsQuery.data?.topup_code_show === true;
  const topup = useTopupCodeQuery({ $options: QUIET }, { skip: !signedIn || !topupShown });

  const [chosenType, setChosenType] = useState<PaymentType | undefined>();
  const [chosenId, setChosenId] = useState<number | undefined>();
  const type = chosenType !== undefined && types.includes(chosenType) ? chosenType : types[0];
  const ofType = methods.filter((m) => m.type === type);
  const method = ofType.find((m) => m.id === chosenId) ?? ofType[0];

  const form = useForm({
    translate: tm,
    // The refusal is read where it is: beneath the field the member is taken back to.
    focusRefusedField: true,
    initial: { amount: '' },
    validators: {
      amount: (v) =>
        validateAmount(v.amount, {
          decimals: currency.decimals,
          // Bounds read as money, like the limits hint above the field.
          formatBound: format,
          ...(method && method.min_amount > 0 ? { min: method.min_amount } : {}),
          ...(method && method.max_amount > 0 ? { max: method.max_amount } : {}),
        }),
    },
  });

  /* The deposit just made, and the history it belongs to. */
  const [historySize, setHistorySize] = useState(HISTORY_PAGE);
  const [active, setActive] = useState<DepositRecord | undefined>();
  const [pollWhile, setPollWhile] = useState(false);
  const history = useDepositsQuery(
    { page: 1, page_size: historySize, $options: QUIET },
    {
      skip: !signedIn,
      pollingInterval: pollWhile ? DEPOSIT_POLL_MS : 0,
      skipPollingIfUnfocused: false,
    },
  );
  const records = history.data?.list;
  const current = active ? (records?.find((r) => r.id === active.id) ?? active) : undefined;
  const pending = current?.status === DepositStatus.Pending;
  useEffect(() => setPollWhile(pending), [pending]);
  usePaidTransition(current, onDeposited);

  // A balance that moved (the 'Balance' tag, e.g. from the live balance feed) may be this
  // deposit landing: read the records again at once instead of waiting for the next poll.
  const balance = useInquiryQuery({ $options: QUIET }, { skip: !signedIn || !pending });
  const seenBalanceAt = useRef<number | undefined>(undefined);
  const { refetch: refetchHistory } = history;
  useEffect(() => {
    const at = balance.fulfilledTimeStamp;
    if (at === undefined || at === seenBalanceAt.current) return;
    const first = seenBalanceAt.current === undefined;
    seenBalanceAt.current = at;
    if (!first && pending) void refetchHistory();
  }, [balance.fulfilledTimeStamp, pending, refetchHistory]);

  // Back from the gateway (DEPOSIT_GATEWAY): show how the latest gateway deposit stands.
  const opened = useRef(false);
  useEffect(() => {
    if (!atGateway || opened.current || !records) return;
    opened.current = true;
    const latest = records.find((r) => r.type === PaymentType.Gateway);
    if (latest) setActive(latest);
  }, [atGateway, records]);

  /* Sending. */
  const [deposit] = useDepositMutation();
  const { run, busy } = useSingleFlight();

  const submit = () =>
    run(async () => {
      if (!method) {
        toast.error(tm('PLEASE_SELECT_DEPOSIT_METHOD'));
        return;
      }
      if (!form.validate()) return;
      const checked = validateAmount(form.values.amount, { decimals: currency.decimals });
      if (!checked.valid) return;
      // Inside the click: a tab opened later would meet the pop-up blocker.
      const tab = method.type === PaymentType.Gateway ? openPendingTab() : undefined;
      try {
        const record = await deposit({
          method_id: method.id,
          amount: checked.minor,
          return_url: new URL(getHref('DEPOSIT_GATEWAY'), window.location.origin).toString(),
          $options: QUIET,
        }).unwrap();
        setActive(record);
        form.reset();
        if (tab && record.redirect_url) {
          if (tab.go(record.redirect_url) === 'new-tab') toast.show(t('result.tabOpened'));
        } else {
          tab?.close();
          toast.success(t('result.submitted'));
        }
      } catch (error) {
        tab?.close();
        const lobby = lobbyErrorOf(error);
        const field = errorField(lobby, ['amount'] as const);
        if (field && lobby) form.setServerError(field, lobby.message);
        else toast.error(errorMessage(error, tm('FAILED_TO_GET_DATA')));
      }
    });

  return {
    t,
    signedIn,
    currency,
    format,
    formatRound,
    offset,
    methodsQuery,
    methods,
    types,
    type,
    chooseType: (next: PaymentType) => {
      setChosenType(next);
      setChosenId(undefined);
    },
    ofType,
    method,
    chooseMethod: (id: number) => setChosenId(id),
    quick: method ? quickAmounts(method.min_amount, method.max_amount, currency.decimals) : [],
    pickQuick: (minor: number) => form.set('amount', fromMinor(minor, currency.decimals)),
    quickText: (minor: number) => fromMinor(minor, currency.decimals),
    form,
    topupShown,
    topupCode: topup.data?.code,
    submit,
    busy,
    current,
    currentMethod: current ? methods.find((m) => m.id === current.method_id) : undefined,
    closeResult: () => setActive(undefined),
    history,
    records: records ?? [],
    hasMore: (history.data?.total ?? 0) > (records?.length ?? 0),
    showMore: () => setHistorySize((n) => Math.min(n + HISTORY_PAGE, 100)),
  };
}

/** What {@link useDeposit} returns. */
export type DepositModel = ReturnType<typeof useDeposit>;

/**
 * Calls `onPaid` once when the deposit on screen goes from pending to paid while this page
 * watches it (see {@link DepositScreenProps.onDeposited}).
 */
function usePaidTransition(
  current: { order_no: string; status: DepositStatus } | undefined,
  onPaid: ((orderNo: string) => void) | undefined,
) {
  const seenPending = useRef<string | undefined>(undefined);
  const orderNo = current?.order_no;
  const status = current?.status;
  useEffect(() => {
    if (orderNo === undefined) return;
    if (status === DepositStatus.Pending) seenPending.current = orderNo;
    else if (status === DepositStatus.Success && seenPending.current === orderNo) {
      seenPending.current = undefined;
      onPaid?.(orderNo);
    }
  }, [orderNo, status, onPaid]);
}
