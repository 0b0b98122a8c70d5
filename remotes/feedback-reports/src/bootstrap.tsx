import { renderStandalone } from '@fidelidade/ui/dev-shell';
import { useLocation } from 'react-router-dom';
import FeedbackApp from './feedback-app';
import ReportsApp from './reports-app';

// Standalone: /reports shows the reports screen, anything else the feedback screen.
function StandaloneScreens() {
  return useLocation().pathname.startsWith('/reports') ? <ReportsApp /> : <FeedbackApp />;
}

renderStandalone(StandaloneScreens);
