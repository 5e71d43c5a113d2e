import { api } from '@kaiwa/contract';
import { call } from '../../lib/api';
import { logged } from '../../lib/logged';

export const analysisQueries = {
  messages: (conversationId: string) => ({
    queryKey: ['conversationAnalysis', conversationId, 'messages'],
    queryFn: () =>
      logged(
        'analysed messages',
        call(api.getMessagesIncludingAnalysis, {
          query: { conversation_id: conversationId },
        }).then((data) => data.messages),
      ),
  }),
  /** `analysed`: how many of the caller's messages have their analysis stored (a new one changes the summary). */
  summary: (conversationId: string, analysed: number) => ({
    queryKey: ['conversationAnalysis', conversationId, 'summary', analysed],
    queryFn: () =>
      logged(
        'analysis summary',
        call(api.getAnalysisSummary, {
          query: { conversation_id: conversationId },
        }),
      ),
  }),
} as const;
