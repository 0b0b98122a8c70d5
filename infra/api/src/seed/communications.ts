import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import type { Rng } from './prng.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type FeedbackType = (typeof s.FEEDBACK_TYPES)[number];
type FeedbackStatus = (typeof s.FEEDBACK_STATUSES)[number];
type Priority = (typeof s.NOTIFICATION_PRIORITIES)[number];

const HOUR = 3_600_000;

export interface CommunicationsRefs {
  adminId: number;
  staffId: number;
  /** The demo DEALERSHIP account's dealership. */
  dealershipId: number;
  customers: Array<{ id: number; dealershipId: number; isActive: boolean }>;
}

// biome-ignore format: data table
const FEEDBACKS: Array<[FeedbackType, string, string]> = [
  ['SUGGESTION', 'Resgate pelo aplicativo', 'Seria ótimo poder resgatar as ofertas direto pelo app, sem precisar ir ao balcão.'],
  ['SUGGESTION', 'Mais parceiros no Nordeste', 'Moro em Recife e quase não há lojas parceiras por aqui. Poderiam ampliar a rede?'],
  ['SUGGESTION', 'Aviso de pontos a expirar', 'Gostaria de receber um aviso uma semana antes de os meus pontos expirarem.'],
  ['SUGGESTION', 'Extrato em PDF', 'Poderiam disponibilizar o extrato de pontos em PDF para download?'],
  ['COMPLAINT', 'Pontos não creditados', 'Fiz a revisão dos 20.000 km há dez dias e os pontos ainda não apareceram no meu saldo.'],
  ['COMPLAINT', 'Voucher recusado no posto', 'O frentista disse que o código do voucher era inválido, mas ele aparece como pendente no app.'],
  ['COMPLAINT', 'Atendimento demorado', 'Esperei mais de 40 minutos para validar um brinde na concessionária.'],
  ['COMPLAINT', 'Oferta esgotada', 'A oferta de troca de óleo aparecia como disponível, mas na loja disseram que tinha acabado.'],
  ['PRAISE', 'Equipe muito atenciosa', 'Fui muito bem atendido na Paulista Veículos, explicaram tudo sobre o programa de pontos.'],
  ['PRAISE', 'Café grátis', 'Adorei o café grátis no Café Aroma, resgate rápido e sem complicação!'],
  ['PRAISE', 'Programa excelente', 'Já troquei pontos por uma lavagem completa. Recomendo a todos!'],
  ['PRAISE', 'App ficou mais rápido', 'A nova versão do aplicativo abre bem mais rápido. Parabéns!'],
  ['BUG_REPORT', 'App fecha ao abrir ofertas', 'Sempre que toco em "Ofertas" o aplicativo fecha sozinho (Android 14).'],
  ['BUG_REPORT', 'Saldo desatualizado', 'O saldo na tela inicial é diferente do saldo no extrato.'],
  ['BUG_REPORT', 'Texto estranho na tela', 'Apareceu isto na tela de ofertas: <script>alert(1)</script> — acho que é um erro.'],
  ['BUG_REPORT', 'Notificação duplicada', 'Recebi a mesma notificação de promoção duas vezes no mesmo minuto.'],
  ['GENERAL', 'Como funciona a pontuação?', 'Quantos pontos eu ganho a cada R$ 100,00 gastos em serviços?'],
  ['GENERAL', 'Mudança de endereço', 'Mudei de cidade; posso continuar usando os pontos em outra concessionária?'],
  ['GENERAL', 'Cadastro de dependente', 'É possível incluir meu filho no mesmo cadastro para somar pontos?'],
  ['GENERAL', 'Validade dos pontos', 'Os pontos têm prazo de validade? Não encontrei essa informação no app.'],
];

const RESPONSES: Record<FeedbackStatus, string | null> = {
  PENDING: null,
  IN_PROGRESS: 'Recebemos sua mensagem e nossa equipe já está analisando. Retornaremos em breve.',
  RESOLVED: 'Obrigado pelo contato! O problema foi resolvido; qualquer dúvida, estamos à disposição.',
  CLOSED: 'Agradecemos o retorno. Estamos encerrando este atendimento.',
};

interface DemoNotification {
  title: string;
  message: string;
  priority: Priority;
  /** 'admin' = every customer; 'dealership' = the demo dealership's customers. */
  from: 'admin' | 'dealership';
  /** Hours from now: negative = already sent, positive = scheduled. */
  at: number;
  expiresIn?: number;
  failed?: boolean;
}

// biome-ignore format: data table
const NOTIFICATIONS: DemoNotification[] = [
  { title: 'Bem-vindo ao novo programa de fidelidade!', message: 'Agora seus pontos valem em toda a rede de parceiros. Confira as ofertas no app.', priority: 'MEDIUM', from: 'admin', at: -24 * 40 },
  { title: 'Fim de semana de pontos em dobro', message: 'Sábado e domingo, todos os serviços de oficina rendem o dobro de pontos.', priority: 'HIGH', from: 'admin', at: -24 * 12, expiresIn: 24 * 5 },
  { title: 'Manutenção programada do aplicativo', message: 'O app ficará indisponível na madrugada de quarta-feira, das 2h às 4h.', priority: 'LOW', from: 'admin', at: -24 * 6 },
  { title: 'Seus pontos podem expirar', message: 'Verifique o extrato: pontos acumulados há mais de 12 meses expiram no fim do mês.', priority: 'URGENT', from: 'admin', at: -30 },
  { title: 'Novo parceiro: Pneus Rota', message: 'Troque seus pontos por descontos em pneus e alinhamento nas lojas Pneus Rota.', priority: 'MEDIUM', from: 'admin', at: -5 },
  { title: 'Revisão com 15% em pontos', message: 'Agende sua revisão programada na Paulista Veículos e ganhe 15% do valor em pontos.', priority: 'HIGH', from: 'dealership', at: -24 * 9 },
  { title: 'Feirão de acessórios', message: 'Tapetes, películas e multimídia com pontos em dobro nesta semana.', priority: 'MEDIUM', from: 'dealership', at: -48 },
  { title: 'Lavagem de cortesia', message: 'Clientes com revisão em dia ganham uma lavagem completa. Válido até sexta.', priority: 'LOW', from: 'dealership', at: -3, expiresIn: 24 * 4 },
  { title: 'Promoção relâmpago encerrada', message: 'A promoção relâmpago de ontem já terminou. Fique de olho nas próximas!', priority: 'HIGH', from: 'admin', at: -24 * 3, expiresIn: 24 },
  { title: 'Pesquisa de satisfação', message: 'Conte para nós como foi sua experiência com o programa (leva 2 minutos).', priority: 'LOW', from: 'admin', at: -20, failed: true },
  { title: 'Black Friday da fidelidade', message: 'Ofertas exclusivas com até 50% menos pontos a partir de sexta-feira.', priority: 'URGENT', from: 'admin', at: 24 * 3, expiresIn: 24 * 7 },
  { title: 'Lembrete: troca de óleo', message: 'Já faz seis meses da sua última troca de óleo? Agende e ganhe pontos.', priority: 'MEDIUM', from: 'admin', at: 26 },
  { title: 'Test drive premiado', message: 'Faça um test drive no sábado e ganhe 500 pontos de bônus.', priority: 'HIGH', from: 'dealership', at: 24 * 2, expiresIn: 24 * 3 },
];

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Demo feedback (every type and status, some answered; one message carries `<script>` to prove the
 * UI escapes customer text) and notifications (sent, scheduled, one failed, one expired; from the
 * admin and the demo dealership) with their delivery rows.
 */
export async function seedCommunications(tx: Tx, rng: Rng, now: number, refs: CommunicationsRefs) {
  const active = refs.customers.filter((c) => c.isActive);
  const statuses = s.FEEDBACK_STATUSES;
  await tx.insert(s.feedbacks).values(
    FEEDBACKS.map(([feedbackType, subject, message], i) => {
      const status = statuses[i % statuses.length] as FeedbackStatus;
      const createdAt = new Date(now - (i * 31 + rng.int(1, 20)) * HOUR);
      const response = RESPONSES[status];
      return {
        userId: rng.pick(active).id,
        subject,
        message,
        feedbackType,
        priority: feedbackType === 'COMPLAINT' || feedbackType === 'BUG_REPORT' ? 3 : rng.int(1, 2),
        status,
        adminResponse: response,
        respondedById: response ? refs.adminId : null,
        respondedAt: response ? new Date(createdAt.getTime() + rng.int(2, 30) * HOUR) : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  for (const n of NOTIFICATIONS) {
    const at = new Date(now + n.at * HOUR);
    const scheduled = n.at > 0;
    const audience = n.from === 'admin' ? active : active.filter((c) => c.dealershipId === refs.dealershipId);
    const sent = !scheduled;
    const [row] = await tx
      .insert(s.notifications)
      .values({
        title: n.title,
        message: n.message,
        priority: n.priority,
        status: scheduled ? 'SCHEDULED' : n.failed ? 'FAILED' : 'SENT',
        scheduledFor: scheduled ? at : null,
        expiresAt: n.expiresIn ? new Date(at.getTime() + n.expiresIn * HOUR) : null,
        sentAt: sent ? at : null,
        createdById: n.from === 'admin' ? refs.adminId : refs.staffId,
        dealershipId: n.from === 'admin' ? null : refs.dealershipId,
        totalRecipients: audience.length,
        pushSentSuccess: sent && !n.failed ? audience.length : 0,
        createdAt: new Date(Math.min(at.getTime(), now) - (scheduled ? 2 * HOUR : 0)),
        updatedAt: at.getTime() > now ? new Date(now) : at,
      })
      .returning({ id: s.notifications.id });
    if (!sent || !row) continue;
    await insertChunks(
      audience.map((c) => ({
        notificationId: row.id,
        userId: c.id,
        provider: n.failed ? 'webhook' : 'outbox',
        status: n.failed ? ('FAILED' as const) : ('DELIVERED' as const),
        attempts: 1,
        deliveredAt: n.failed ? null : at,
        error: n.failed ? 'webhook respondeu HTTP 503' : null,
        createdAt: at,
      })),
      (chunk) => tx.insert(s.notificationDeliveries).values(chunk),
    );
  }
  return { feedbacks: FEEDBACKS.length, notifications: NOTIFICATIONS.length };
}
