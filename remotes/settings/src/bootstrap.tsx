import { renderStandalone } from '@fidelidade/ui/src/dev-shell';
import App from './app';

renderStandalone(App);
