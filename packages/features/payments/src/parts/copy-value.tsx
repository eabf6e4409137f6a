/**
 * A value the member copies into their banking app (an account number, an address, a
 * reference): shown large in a monospace face, with a copy button that confirms by toast.
 */
import { tokenVars } from '@lobby/tokens';
import { Button, useToast } from '@lobby/ui';
import styled from 'styled-components';
import { usePaymentsTranslation } from '../i18n.ts';

const Row = styled.div`
  display: grid;
  gap: ${tokenVars.space.xxs};
  padding: ${tokenVars.space.sm} ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSunken};
  dt {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  dd {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${tokenVars.space.sm};
    margin: 0;
  }
  dd > span {
    font-family: ${tokenVars.font.family.mono};
    font-size: ${tokenVars.font.size.md};
    overflow-wrap: anywhere;
  }
`;

/** One labelled value with its copy button: a `<dt>`/`<dd>` group for a `<dl>`. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = usePaymentsTranslation();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('copy.done', { label }));
    } catch {
      toast.error(t('copy.failed'));
    }
  };
  return (
    <Row>
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('copy.label', { label })}
          onClick={() => void copy()}
        >
          {t('copy.button')}
        </Button>
      </dd>
    </Row>
  );
}
