export { add } from './money.ts';
