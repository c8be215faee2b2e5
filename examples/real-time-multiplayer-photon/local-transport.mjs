/**
 * A stand-in for a network service: BroadcastChannel passes messages between the tabs
 * of one browser that show the same site, with no server at all.
 *
 * @param {string} [channelName] - Tabs on the same channel see each other.
 * @returns {import('./transport.mjs').Transport} The transport.
 */
export function createLocalTransport(channelName = 'playcanvas-arena') {
    const id = Math.random().toString(36).slice(2, 8);
    /** @type {BroadcastChannel | null} */
    let channel = null;
    return {
        label: 'local stand-in (BroadcastChannel between tabs)',
        start(handlers) {
            const opened = new BroadcastChannel(channelName);
            channel = opened;
            opened.onmessage = (event) => {
                const message = event.data;
                if (message.type === 'hello') handlers.onPeerJoined();
                else if (message.type === 'state') handlers.onState(message.id, message.x, message.z);
                else if (message.type === 'leave') handlers.onLeave(message.id);
            };
            opened.postMessage({ type: 'hello', id });
            return Promise.resolve(id);
        },
        send(x, z) {
            channel?.postMessage({ type: 'state', id, x, z });
        },
        stop() {
            channel?.postMessage({ type: 'leave', id });
            channel?.close();
            channel = null;
        }
    };
}
