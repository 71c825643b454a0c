import { createRoot } from 'react-dom/client';
import { DevNotice } from './dev-notice';

const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(<DevNotice />);
