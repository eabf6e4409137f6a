/** Seed deposit methods: two bank transfers, a crypto address and two gateways (one the demo gateway). */
import type { Texts } from './games.ts';

/** A deposit method seed. */
export interface MethodSeed {
  type: 1 | 2 | 3;
  name: string;
  min: number;
  max: number;
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  network?: string;
  colour: string;
  instructions: Texts;
}

/** The methods, in display order. */
export const METHOD_SEEDS: readonly MethodSeed[] = [
  {
    type: 3,
    name: 'Lobby Pay (instant)',
    min: 10_00,
    max: 50_000_00,
    colour: '#2563eb',
    instructions: {
      en: 'Pay instantly on the secure payment page. Your balance updates as soon as the payment is confirmed.',
      ja: '安全な決済ページで即時にお支払いいただけます。決済が確認されるとすぐに残高に反映されます。',
      'zh-CN': '在安全支付页面即时付款，付款确认后余额立即到账。',
    },
  },
  {
    type: 1,
    name: 'Maybank Transfer',
    min: 30_00,
    max: 30_000_00,
    bankName: 'MAY',
    accountName: 'Lobby Entertainment Sdn Bhd',
    accountNumber: '514012345678',
    colour: '#f5b700',
    instructions: {
      en: 'Transfer to the account below and quote your top-up code in the reference. Credited after our team confirms the transfer (usually within 10 minutes).',
      ja: '下記口座へお振込みいただき、振込名義に入金コードをご記入ください。担当者の確認後に反映されます（通常10分以内）。',
      'zh-CN': '请转账至以下账户，并在备注中填写充值码。我们确认到账后为您入账（通常10分钟内）。',
    },
  },
  {
    type: 1,
    name: 'CIMB Transfer',
    min: 30_00,
    max: 30_000_00,
    bankName: 'CIMB',
    accountName: 'Lobby Entertainment Sdn Bhd',
    accountNumber: '8600123456',
    colour: '#b91c1c',
    instructions: {
      en: 'Transfer to the account below and quote your top-up code in the reference.',
      ja: '下記口座へお振込みいただき、振込名義に入金コードをご記入ください。',
      'zh-CN': '请转账至以下账户，并在备注中填写充值码。',
    },
  },
  {
    type: 2,
    name: 'USDT (TRC-20)',
    min: 20_00,
    max: 100_000_00,
    accountNumber: 'TQ7mDemoLobbyWalletAddr8s9Jk2',
    network: 'TRC-20',
    colour: '#059669',
    instructions: {
      en: 'Send USDT on the TRON (TRC-20) network only. Credited after 20 network confirmations.',
      ja: 'USDTはTRON（TRC-20）ネットワークでのみ送金してください。20承認後に反映されます。',
      'zh-CN': '仅支持TRON（TRC-20）网络的USDT，20个网络确认后入账。',
    },
  },
];
