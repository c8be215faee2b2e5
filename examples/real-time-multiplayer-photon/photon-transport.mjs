/** Photon event code of a position update (the SDK's own events use codes from 200 up). */
const EVENT_POSITION = 1;

/**
 * The same transport on Photon Realtime (Photon Cloud). It uses the global `Photon`
 * that the page's own <script src="Photon-Javascript_SDK.min.js"> defines; this
 * module does not import or ship the SDK.
 *
 * @param {{appId: string, appVersion?: string, region?: string, roomName?: string}} options - The App ID
 * from Photon's dashboard, a version string (clients meet only clients of the same version), a region
 * code and the room everyone joins.
 * @returns {import('./transport.mjs').Transport} The transport.
 */
export function createPhotonTransport({ appId, appVersion = '1.0', region = 'jp', roomName = 'arena' }) {
    /** @type {any} */
    const Photon = /** @type {any} */ (globalThis).Photon;
    if (!Photon) throw new Error('The Photon SDK is not loaded: add its <script> before main.mjs.');
    const LoadBalancingClient = Photon.LoadBalancing.LoadBalancingClient;
    const client = new LoadBalancingClient(Photon.ConnectionProtocol.Wss, appId, appVersion);

    return {
        label: `Photon Cloud (region ${region}, room ${roomName})`,
        start(handlers) {
            return new Promise((resolve, reject) => {
                client.onStateChange = (/** @type {number} */ state) => {
                    // After the name server and the master server, the client sits in the lobby.
                    if (state === LoadBalancingClient.State.JoinedLobby) client.joinRoom(roomName, { createIfNotExists: true });
                    if (state === LoadBalancingClient.State.Joined) resolve(String(client.myActor().actorNr));
                };
                client.onError = (/** @type {number} */ code, /** @type {string} */ message) => reject(new Error(`Photon error ${code}: ${message}`));
                // Events raised by the others: the code says what the content is.
                client.onEvent = (/** @type {number} */ code, /** @type {any} */ content, /** @type {number} */ actorNr) => {
                    if (code === EVENT_POSITION) handlers.onState(String(actorNr), content.x, content.z);
                };
                client.onActorJoin = (/** @type {any} */ actor) => {
                    if (actor.actorNr !== client.myActor().actorNr) handlers.onPeerJoined();
                };
                client.onActorLeave = (/** @type {any} */ actor) => handlers.onLeave(String(actor.actorNr));
                client.connectToRegionMaster(region);
            });
        },
        send(x, z) {
            // raiseEvent sends to the other actors of the room by default.
            if (client.isJoinedToRoom()) client.raiseEvent(EVENT_POSITION, { x, z });
        },
        stop() {
            client.disconnect();
        }
    };
}
