import { EyeOutlined } from '@ant-design/icons';
import type { RevealedCpf } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { anonymizedCpfLabel, displayCpf, getErrorMessage, getHttp, useSession } from '@fidelidade/session';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Typography } from 'antd';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** POST users/{id}/cpf/reveal/: the whole CPF, shown on purpose (the API audits `cpf_reveal`). */
const revealCpf = (userId: number) => getHttp().post(`users/${userId}/cpf/reveal/`).json<RevealedCpf>();

export const REVEAL_CPF_MESSAGES = {
  button: 'Mostrar CPF',
  hint: 'Mostra o CPF completo. A exibição fica registrada na auditoria.',
  failed: 'Não foi possível mostrar o CPF.',
} as const;

/** A CPF as the list sent it (masked '***.456.789-**', unless it was searched for). */
const isMasked = (cpf: string) => cpf.includes('*');

/**
 * A list's CPF cell (docs/security.md, LGPD): the masked CPF and, for a role that may reveal one
 * (`customers.reveal-cpf`), 'Mostrar CPF' — a deliberate, per-row action that asks the API for the
 * whole number (audited there) and shows it in this row while it stays on screen. Nothing is asked
 * before the click and nothing is retried: each reveal is one audit row.
 */
export function ListCpf(props: {
  userId: number;
  /** The CPF as the list sent it. */
  cpf: string;
  /** The row's name, for the button's accessible name ('Mostrar CPF de <nome>'). */
  name: string;
  /** An anonymised customer's placeholder is no CPF: 'CPF anonimizado', nothing to reveal. */
  anonymized?: boolean;
  /** Shown as secondary text (a second line under a name). */
  secondary?: boolean;
}) {
  const user = useSession((state) => state.user);
  const { message } = App.useApp();
  const reveal = useMutation({
    mutationFn: () => revealCpf(props.userId),
    onError: async (error) => void message.error(await getErrorMessage(error, REVEAL_CPF_MESSAGES.failed)),
  });
  const shown = reveal.data?.cpf ?? props.cpf;
  const text = props.anonymized ? anonymizedCpfLabel : displayCpf(shown);
  const revealable =
    !props.anonymized && !reveal.data && isMasked(props.cpf) && can(user, 'customers.reveal-cpf');
  return (
    <span style={nowrap}>
      <Typography.Text type={props.secondary ? 'secondary' : undefined} style={nowrap}>
        {text}
      </Typography.Text>
      {revealable ? (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined aria-hidden />}
          loading={reveal.isPending}
          title={REVEAL_CPF_MESSAGES.hint}
          aria-label={`${REVEAL_CPF_MESSAGES.button} de ${props.name}`}
          onClick={(event) => {
            // A row may open or select on click; the reveal is this button's alone.
            event.stopPropagation();
            reveal.mutate();
          }}
        >
          {REVEAL_CPF_MESSAGES.button}
        </Button>
      ) : null}
    </span>
  );
}
