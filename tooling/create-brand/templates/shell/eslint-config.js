import { lobby } from '@lobby/eslint-config';

export default lobby({ react: true });
