import { lobby } from './index.js';

export default lobby();
