/**
 * Masking of contact details on the settings index: enough to recognise one's own address or
 * number over a shoulder-surfer's view, never the whole of it.
 */

/** `mei.tan@example.com` → `me*****@example.com`; a name of one or two letters keeps one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email === '' ? '' : '****';
  const name = email.slice(0, at);
  const keep = name.length > 2 ? 2 : 1;
  return `${name.slice(0, keep)}${'*'.repeat(Math.max(3, name.length - keep))}${email.slice(at)}`;
}

/** `+60` `123456789` → `+60 12*****89`: the area code, then the first and last two digits. */
export function maskMobile(area: string, mobile: string): string {
  if (mobile === '') return '';
  const shown = mobile.length > 4 ? 2 : 1;
  const middle = '*'.repeat(Math.max(3, mobile.length - shown * 2));
  const masked = `${mobile.slice(0, shown)}${middle}${mobile.slice(-shown)}`;
  return area === '' ? masked : `${area} ${masked}`;
}
