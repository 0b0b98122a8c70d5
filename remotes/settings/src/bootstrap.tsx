import { renderStandalone } from '@fidelidade/ui/dev-shell';
import App from './app';

renderStandalone(App);
