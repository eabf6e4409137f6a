/**
 * Operator content (help pages, promotion rules, VIP benefits), shown as HTML. The API already sanitises it, but the browser
 * is the last line: content written in the back office (or a compromised one) must never run
 * script on a member's session. DOMPurify keeps ordinary formatting only (headings, paragraphs,
 * lists, emphasis, links, tables, the API's own allowlist), drops scripts, event handlers,
 * styles and `javascript:` URLs, and every link opening a new window gets
 * rel="noopener noreferrer" so the page it opens cannot reach back into this one.
 */
import { tokenVars } from '@lobby/tokens';
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

/** Tags kept; anything else is removed (its text stays unless it is a script or style). */
const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'span',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a',
]; // prettier-ignore

/** Attributes kept: links and table structure; no style, class or id (they restyle or clobber the page). */
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope', 'lang', 'dir'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  // Only these schemes (and relative links): no javascript:, data: or vbscript:.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** A link that leaves the site: absolute http(s) or protocol-relative. */
const EXTERNAL = /^(?:https?:)?\/\//i;

let purifier: Purifier | undefined;

/** One DOMPurify instance of our own, so its link hook touches no one else's sanitising. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && EXTERNAL.test(href)) node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = own;
  return own;
}

/** The operator's HTML with only ordinary formatting left (see the module note). */
export function sanitizeOperatorHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

const Prose = styled.div`
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.md};
  line-height: ${tokenVars.font.lineHeight.relaxed};
  overflow-wrap: anywhere;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${tokenVars.space.lg} 0 ${tokenVars.space.xs};
    font-weight: ${tokenVars.font.weight.bold};
    line-height: ${tokenVars.font.lineHeight.tight};
  }
  h2 {
    font-size: ${tokenVars.font.size.lg};
  }
  h3,
  h4,
  h5,
  h6 {
    font-size: ${tokenVars.font.size.md};
  }
  p,
  ul,
  ol,
  dl,
  blockquote,
  pre {
    margin: 0 0 ${tokenVars.space.md};
  }
  ul,
  ol {
    padding-inline-start: ${tokenVars.space.xl};
  }
  li + li {
    margin-top: ${tokenVars.space.xxs};
  }
  a {
    color: ${tokenVars.color.accentText};
    text-decoration: underline;
  }
  /* A wide table scrolls on a phone instead of widening the page. */
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    margin: 0 0 ${tokenVars.space.md};
  }
  th,
  td {
    padding: ${tokenVars.space.xs} ${tokenVars.space.sm};
    border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
    text-align: start;
  }
`;

/** Props of {@link OperatorHtml}. */
export interface OperatorHtmlProps {
  /** The operator's HTML as the API sends it. */
  readonly html: string;
}

/** Operator content, sanitised and set in the theme's type. */
export function OperatorHtml({ html }: OperatorHtmlProps) {
  const clean = useMemo(() => sanitizeOperatorHtml(html), [html]);
  // Safe: `clean` went through sanitizeOperatorHtml just above.
  return <Prose dangerouslySetInnerHTML={{ __html: clean }} />;
}
