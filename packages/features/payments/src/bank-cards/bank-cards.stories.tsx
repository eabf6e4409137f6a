import type { Meta, StoryObj } from '@storybook/react-vite';
import { VariantStack } from '@lobby/test-kit/variant-stack';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_BANKS } from '../testing/story-data.ts';
import { PaymentsStory, storyProps } from '../testing/story-harness.tsx';
import { ClassyAddBankCard } from './classy-add-bank-card.tsx';
import { ProSleekAddBankCard } from './pro-sleek-add-bank-card.tsx';
import { SoftSleekAddBankCard } from './soft-sleek-add-bank-card.tsx';
import { DiamondAddBankCard, LiteAddBankCard, RetroAddBankCard } from './add-bank-card-layouts.tsx';
import { BankCardListScreen } from './bank-card-list-screen.tsx';

const meta = {
  title: 'Screens/Payments/Bank cards',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each visual variant's layout of this screen. */
const ADD_BANK_CARDS = {
  DIAMOND: DiamondAddBankCard,
  RETRO: RetroAddBankCard,
  LITE: LiteAddBankCard,
  CLASSY: ClassyAddBankCard,
  'SOFT-SLEEK': SoftSleekAddBankCard,
  'PRO-SLEEK': ProSleekAddBankCard,
} as const;

/** The list: two cards of five, delete asks first. */
export const List: Story = {
  render: () => (
    <PaymentsStory
      at="/withdraw/banklist"
      render={(s) => <BankCardListScreen {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 / 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Delete CIMB/ }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete this bank card?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  },
};

/** No card yet. */
export const Empty: Story = {
  render: () => (
    <PaymentsStory
      at="/withdraw/banklist"
      answers={{ '/member/bank_card/list': { list: [], max: 5, banks: STORY_BANKS } }}
      render={(s) => <BankCardListScreen {...storyProps(s)} />}
    />
  ),
};

/** DIAMOND: a live card preview beside the form; errors under each field. */
export const AddDiamond: Story = {
  parameters: { lobbyVariant: 'DIAMOND' },
  render: () => (
    <PaymentsStory
      at="/withdraw/add_bankcard"
      render={(s) => <DiamondAddBankCard {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Add bank card' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Account number/ }), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    await expect(await within(form).findByText('Please Select Bank')).toBeVisible();
    await expect(within(form).getByText('Within 6-30 digits')).toBeVisible();
    await expect(within(form).getByText('Please Enter Withdrawal Password')).toBeVisible();
    await expect(canvas.getByLabelText('Card preview')).toHaveTextContent('Mei Tan');
  },
};

/** RETRO: a framed poster with the banks as logo tiles. */
export const AddRetro: Story = {
  parameters: { lobbyVariant: 'RETRO' },
  render: () => (
    <PaymentsStory
      at="/withdraw/add_bankcard"
      render={(s) => <RetroAddBankCard {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = await canvas.findByRole('radio', { name: 'OTHER' });
    await userEvent.click(tile);
    await expect(tile).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Branch code/ })).toBeVisible();
  },
};

/** LITE: one plain column with a native select. */
export const AddLite: Story = {
  parameters: { lobbyVariant: 'LITE' },
  render: () => (
    <PaymentsStory
      at="/withdraw/add_bankcard"
      render={(s) => <LiteAddBankCard {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Bank/ })).toBeVisible();
  },
};

/** CLASSY: one framed panel, an engraved plate above the banks as a ruled ledger. */
export const AddClassy: Story = {
  // Opens in a theme of its own group when the toolbar has no theme chosen.
  parameters: { lobbyVariant: 'CLASSY' },
  render: () => (
    <PaymentsStory
      at="/withdraw/add_bankcard"
      render={(s) => <ClassyAddBankCard {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Add bank card' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    await expect(await within(form).findByText('Please Select Bank')).toBeVisible();
    const cimb = within(form).getByRole('radio', { name: 'CIMB' });
    await userEvent.click(cimb);
    await expect(cimb).toBeChecked();
    await userEvent.type(within(form).getByRole('textbox', { name: /Account number/ }), '86001234');
    const plate = canvas.getByLabelText('Card preview');
    await expect(plate).toHaveTextContent('8600 1234');
    await expect(plate).toHaveTextContent('CIMB');
  },
};

/** SOFT-SLEEK: a soft greeting, then two numbered steps: bank chips, then the details. */
export const AddSoftSleek: Story = {
  // Opens in a theme of its own group when the toolbar has no theme chosen.
  parameters: { lobbyVariant: 'SOFT-SLEEK' },
  render: () => (
    <PaymentsStory
      at="/withdraw/add_bankcard"
      render={(s) => <SoftSleekAddBankCard {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = await canvas.findByRole('radio', { name: 'OTHER' });
    await userEvent.click(chip);
    await expect(chip).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Branch code/ })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Choose your bank' })).toBeVisible();
  },
};

/** PRO-SLEEK: a dense desk, the fields two to a row beside a live summary. */
export const AddProSleek: Story = {
  // Opens in a theme of its own group when the toolbar has no theme chosen.
  parameters: { lobbyVariant: 'PRO-SLEEK' },
  render: () => (
    <PaymentsStory
      at="/withdraw/add_bankcard"
      render={(s) => <ProSleekAddBankCard {...storyProps(s)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Add bank card' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Bank/ }), 'MAY');
    await userEvent.type(within(form).getByRole('textbox', { name: /Account number/ }), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    await expect(await within(form).findByText('Within 6-30 digits')).toBeVisible();
    const summary = canvas.getByLabelText('Card preview');
    await expect(summary).toHaveTextContent('MAY');
    await expect(summary).toHaveTextContent('Mei Tan');
  },
};

/**
 * Every variant's layout side by side, each in a theme of its own group: the designers'
 * stacked view of this screen. Not run as a test: six screens on one page repeat their ids,
 * and each layout is tested on its own above.
 */
export const AddAllVariants: Story = {
  tags: ['!test'],
  render: () => (
    <VariantStack
      render={(variant) => {
        const Add = ADD_BANK_CARDS[variant];
        return (
          <PaymentsStory at="/withdraw/add_bankcard" render={(s) => <Add {...storyProps(s)} />} />
        );
      }}
    />
  ),
};
