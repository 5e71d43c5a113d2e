import {
  type AnalysisMessagesResponse,
  type AnalysisSummaryResponse,
  ConversationRoutes,
  Routes,
  type SpeedResponse,
  type ToggleSettingKey,
  type ToggleSettingsResponse,
} from '@kaiwa/contract';
import { api } from '../../lib/api';
import { logged } from '../../lib/logged';

export const analysisQueries = {
  messages: (conversationId: string) => ({
    queryKey: ['conversationAnalysis', conversationId, 'messages'],
    queryFn: () =>
      logged(
        'analysed messages',
        api<AnalysisMessagesResponse>(ConversationRoutes.getMessagesIncludingAnalysis, {
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
        api<AnalysisSummaryResponse>(ConversationRoutes.getAnalysisSummary, {
          query: { conversation_id: conversationId },
        }),
      ),
  }),
  toggleSettings: {
    queryKey: ['account', 'toggleSettings'],
    queryFn: () =>
      logged(
        'toggle settings',
        api<ToggleSettingsResponse>(Routes.getToggleSettings).then((data) => data.settings),
      ),
  },
  speed: {
    queryKey: ['account', 'speed'],
    queryFn: () =>
      logged(
        'speed',
        api<SpeedResponse>(Routes.getSpeed).then((data) => data.speed),
      ),
  },
} as const;

export const saveToggleSetting = (key: ToggleSettingKey, value: boolean) =>
  api(Routes.setToggleSetting, { body: { [key]: value } });
