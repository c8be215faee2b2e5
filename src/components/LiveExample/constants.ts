/** Size of the poster images (px); the component keeps this aspect ratio before and after Run. */
export const POSTER_WIDTH = 800;
export const POSTER_HEIGHT = 450;
/** `source` field of the messages between a live-example frame and the page. */
export const MESSAGE_SOURCE = 'live-example';
