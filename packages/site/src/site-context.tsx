/**
 * What the site hands its layout and the screens it mounts: the session, the brand, and the
 * few actions that cross features (ask a guest to sign in, log out, open the language dialog,
 * report a registration). Features receive these as props from the site's screen wrappers, so
 * no feature imports the site or another feature.
 */
import type { Session } from '@lobby/api-client';
import type { Locale } from '@lobby/domain/locale';
import type { Theme } from '@lobby/tokens';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';
import type { BrandConfig } from './brand.ts';
import type { Boot } from './boot/boot.ts';
import type { HybridApp } from './platform/hybrid-app.ts';
import type { Notifier } from './platform/notifier.ts';
import type { StepUpHostPort } from './layout/step-up-host.tsx';
import type { SiteStore } from './store/store.ts';
import type { ImageGate } from './theming/image-gate.ts';
import type { ScriptInjector } from './theming/scripts.ts';

/** A two-button question (logout asks one). */
export interface ConfirmRequest {
  readonly title: string;
  readonly message?: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly tone?: 'default' | 'danger';
}

/** Everything the site's React tree shares. */
export interface SiteServices {
  readonly brand: BrandConfig;
  /** The theme in use (the build's, or the selector's choice outside production). */
  readonly theme: Theme;
  readonly session: Session;
  readonly store: SiteStore;
  readonly i18n: I18n;
  readonly locale: Locale;
  readonly notifier: Notifier;
  /** The step-up dialog's registration point (`layout/step-up-host.tsx`), asked by the SDK. */
  readonly stepUpPort: StepUpHostPort;
  readonly boot: Boot;
  readonly scripts: ScriptInjector;
  /** The backend's logo, fed from the permissions answer and shown once it has loaded. */
  readonly logo: ImageGate;
  readonly hybridApp: HybridApp | undefined;
  readonly testMode: boolean;
  /** Shows the 'Please Sign In' dialog (spec §6). */
  requireSignIn(): void;
  /** Asks, then signs out on the server, then reloads through the clear-info path (spec §4). */
  logout(): Promise<void>;
  openLanguage(): void;
  /** Stores the language and reloads 500 ms later (spec §2). */
  chooseLanguage(locale: string): void;
  /** Asks a yes/no question in the site's dialog. */
  askConfirm(request: ConfirmRequest): Promise<boolean>;
  /** Runs the theme config's registration snippet. */
  onRegistered(): void;
  /** Runs the theme config's deposit snippet, once per deposit (its order number). */
  onDeposited(orderNo: string): void;
}

const SiteContext = createContext<SiteServices | null>(null);

/** Provides the services to the tree. */
export const SiteProvider = SiteContext.Provider;

/** The site's services; only inside the site's tree. */
export function useSite(): SiteServices {
  const services = useContext(SiteContext);
  if (!services) throw new Error('useSite() outside the member site');
  return services;
}
