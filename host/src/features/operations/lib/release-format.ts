import { REMOTE_NAME_LABELS, type RemoteName } from '@fidelidade/contract/enums';
import { formatPercent } from '@fidelidade/session';

/** The registry records the watcher's decisions with this name. */
const watcherActor = 'watcher';

/** '25,0%': failure rates with one decimal, so a small canary's difference is visible. */
export const formatRate = (rate: number) => formatPercent(rate, 1);

/** Who decided: a person's name, or the watcher as people read it. */
export const actorName = (by: string) => (by === watcherActor ? 'Sistema (vigia de versões)' : by);

/** 'Dashboard', 'Feedback e Relatórios'. */
export const remoteLabel = (remote: RemoteName) => REMOTE_NAME_LABELS[remote];
