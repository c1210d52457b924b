/** The progress bar's name while a followed link's page is on its way (read by the journeys too). */
export const NAVIGATION_PROGRESS_LABEL = 'Loading the next page';
