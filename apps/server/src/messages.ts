/**
 * The server's texts for refusals: one list in @siwes/api, shared with the MSW fake so a screen
 * reads the same against either. Success texts are MESSAGES in @siwes/api.
 */
export { SERVER_MESSAGES } from '@siwes/api';
