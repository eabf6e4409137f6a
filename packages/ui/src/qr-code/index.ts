/**
 * `@lobby/ui/qr-code`: a QR encoder (byte mode, versions 1–10) and the component that draws its
 * symbol, for every screen that hands a member something to scan (a crypto deposit address, a
 * referral invite link). A subpath of its own so screens without a code do not carry the encoder.
 */
export { QrCode, qrPath } from './qr-svg.tsx';
export type { QrCodeProps } from './qr-svg.tsx';
export { QR_MAX_VERSION, alignmentCentres, encodeQr, qrCapacity, qrPenalty } from './qr-encoder.ts';
export type { QrLevel, QrOptions, QrSymbol } from './qr-encoder.ts';
