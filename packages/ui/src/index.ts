export {
  GlobalStyle,
  ThemeProvider,
  ThemeScope,
  VisuallyHidden,
  artworkLayer,
  focusRing,
  shadedArtworkLayer,
  up,
  useLobbyTheme,
  visuallyHidden,
} from './theme/theme-provider.tsx';
export type { ThemeProviderProps } from './theme/theme-provider.tsx';
export { Icon, iconPaths } from './icons/icon.tsx';
export type { IconName, IconProps } from './icons/icon.tsx';
export { usePrefersReducedMotion, useMediaQuery } from './hooks/use-media-query.ts';
export { useSingleFlight } from './hooks/use-single-flight.ts';
export { useForm, validateFields } from './form/use-form.ts';
export type {
  FieldBinding,
  FieldError,
  Form,
  FormOptions,
  FormRefusal,
  FormTranslate,
  FormValidators,
  SubmitOptions,
} from './form/use-form.ts';
export type { SingleFlight } from './hooks/use-single-flight.ts';
export { useTucked } from './hooks/use-tucked.ts';
export { usePasswordStrength, useRecheckOnStrength } from './hooks/use-password-strength.ts';
export type { PasswordStrength } from './hooks/use-password-strength.ts';
export { ACTION_SELECTOR, useCoversAction } from './hooks/use-covers-action.ts';
export {
  FIRST_SCREEN_PICTURES,
  PictureBudgetProvider,
  firstScreenPictures,
  useNearViewport,
} from './hooks/use-near-viewport.ts';
export type { PictureBudget } from './hooks/use-near-viewport.ts';
export { PagedFooter, PendingPage, usePagedList, useReportPage } from './components/paged-list.tsx';
export type { PageState, PagedList } from './components/paged-list.tsx';

export { Accordion } from './components/accordion.tsx';
export type { AccordionItem, AccordionProps } from './components/accordion.tsx';
export { Amount, HIDDEN_AMOUNT } from './components/amount.tsx';
export type { AmountProps, AmountTone } from './components/amount.tsx';
export { Avatar, initialsOf } from './components/avatar.tsx';
export type { AvatarProps } from './components/avatar.tsx';
export { Badge } from './components/badge.tsx';
export type { BadgeProps, BadgeTone } from './components/badge.tsx';
export { BalanceDisplay } from './components/balance-display.tsx';
export type { BalanceDisplayProps } from './components/balance-display.tsx';
export { BannerCarousel } from './components/banner-carousel.tsx';
export type { BannerCarouselProps, BannerSlide } from './components/banner-carousel.tsx';
export { Button, IconButton } from './components/button.tsx';
export type {
  ButtonProps,
  ButtonSize,
  ButtonVariant,
  IconButtonProps,
} from './components/button.tsx';
export { Card } from './components/card.tsx';
export type { CardProps } from './components/card.tsx';
export { Checkbox } from './components/checkbox.tsx';
export type { CheckboxProps } from './components/checkbox.tsx';
export { DateTimePicker, fromNativeValue, toNativeValue } from './components/date-time-picker.tsx';
export type { DateTimeMode, DateTimePickerProps } from './components/date-time-picker.tsx';
export { AlertDialog, ConfirmDialog, Dialog } from './components/dialog.tsx';
export type { AlertDialogProps, ConfirmDialogProps, DialogProps } from './components/dialog.tsx';
export {
  FAST_DATE_KEYS,
  FAST_DATE_LABELS,
  FastDateSelector,
} from './components/fast-date-selector.tsx';
export type {
  FastDateKey,
  FastDateRangeFn,
  FastDateSelectorProps,
} from './components/fast-date-selector.tsx';
export type {
  CurrencyLike,
  DateRange,
  FastDateRangeKind,
  GameType,
  Language,
} from './domain-types.ts';
export { FestivalAnimation } from './components/festival-animation.tsx';
export type { FestivalAnimationProps } from './components/festival-animation.tsx';
export { FloatingActionButton } from './components/floating-action-button.tsx';
export type { FloatingActionButtonProps } from './components/floating-action-button.tsx';
export { FormField } from './components/form-field.tsx';
export type { FieldControlProps, FieldStatus, FormFieldProps } from './components/form-field.tsx';
export { GameTile } from './components/game-tile.tsx';
export { NearImage } from './components/near-image.tsx';
export type { NearImageProps } from './components/near-image.tsx';
export type { GameTileProps, GameTileStatus } from './components/game-tile.tsx';
export { GameTileDemo, GameTileFavourite } from './components/game-tile-actions.tsx';
export type { GameTileDemoProps, GameTileFavouriteProps } from './components/game-tile-actions.tsx';
export { LanguageDialog } from './components/language-dialog.tsx';
export type { LanguageDialogProps } from './components/language-dialog.tsx';
export { List, ListItem } from './components/list.tsx';
export type { ListItemProps, ListProps } from './components/list.tsx';
export {
  DEFAULT_INPUT_DECIMALS,
  readNumberInput,
  sanitizeNumberInput,
} from './components/number-input.ts';
export type {
  NumberInputReading,
  NumberInputRefusal,
  NumberInputRules,
} from './components/number-input.ts';
export { PageHeader } from './components/page-header.tsx';
export type { PageHeaderProps } from './components/page-header.tsx';
export { NoMoreData, NoRecord } from './components/placeholders.tsx';
export type { NoRecordProps } from './components/placeholders.tsx';
export { ProgressBar } from './components/progress-bar.tsx';
export type { ProgressBarProps } from './components/progress-bar.tsx';
export { ProgressMeter } from './components/progress-meter.tsx';
export type { ProgressMeterKind, ProgressMeterProps } from './components/progress-meter.tsx';
export { ProviderTile } from './components/provider-tile.tsx';
export type { ProviderTileProps } from './components/provider-tile.tsx';
export { RadioGroup, RadioGroupDialog } from './components/radio-group.tsx';
export type {
  ChoiceOption,
  RadioGroupDialogProps,
  RadioGroupProps,
} from './components/radio-group.tsx';
export { Picker, Select } from './components/select.tsx';
export type { PickerProps, SelectProps } from './components/select.tsx';
export { SideMenu, SideMenuItem } from './components/side-menu.tsx';
export type { SideMenuItemProps, SideMenuProps } from './components/side-menu.tsx';
export {
  Hint,
  LoadError,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  SignInPrompt,
} from './components/screen-layout.tsx';
export type { LoadErrorProps, SignInPromptProps } from './components/screen-layout.tsx';
export { Skeleton } from './components/skeleton.tsx';
export type { SkeletonProps } from './components/skeleton.tsx';
export { Spinner } from './components/spinner.tsx';
export type { SpinnerProps } from './components/spinner.tsx';
export { Switch } from './components/switch.tsx';
export type { SwitchProps } from './components/switch.tsx';
export { TabBar } from './components/tab-bar.tsx';
export type { TabBarItem, TabBarProps } from './components/tab-bar.tsx';
export { Tabs } from './components/tabs.tsx';
export type { TabItem, TabsProps } from './components/tabs.tsx';
export { TextField } from './components/text-field.tsx';
export type { TextFieldProps, TextFieldType } from './components/text-field.tsx';
export { TOAST_DURATION, ToastProvider, useToast } from './components/toast.tsx';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './components/toast.tsx';
