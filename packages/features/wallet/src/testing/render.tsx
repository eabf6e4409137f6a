/** Renders a wallet screen for a live harness's member at its route, with spied props. */
export { renderScreen, screenProps } from '@lobby/test-kit/screen';
