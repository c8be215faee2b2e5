/**
 * What the game needs from a network, whichever service carries it. main.mjs talks
 * only to this shape, so the local stand-in and Photon can replace each other.
 *
 * @typedef {object} TransportHandlers
 * @property {(id: string, x: number, z: number) => void} onState - Another player is at x, z.
 * @property {(id: string) => void} onLeave - Another player left.
 * @property {() => void} onPeerJoined - Someone joined: send your position so they see you.
 */

/**
 * @typedef {object} Transport
 * @property {string} label - Shown in the page: which network is in use.
 * @property {(handlers: TransportHandlers) => Promise<string>} start - Joins; resolves with this player's id.
 * @property {(x: number, z: number) => void} send - Tells the others where this player is.
 * @property {() => void} stop - Leaves.
 */

export {};
