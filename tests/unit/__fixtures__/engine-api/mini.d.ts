/**
 * Abstract base class that implements functionality for event handling. More text here.
 */
declare class EventHandler {
    /**
     * Fire an event, all additional arguments are passed on to the event listener.
     *
     * @param {string} name - Name of event to fire.
     * @returns {EventHandler} Self for chaining.
     */
    fire(name: string, ...args: any[]): EventHandler;
    private _callbacks;
    /**
     * @ignore
     */
    initEventHandler(): void;
}
/**
 * A node of the scene graph. See {@link Entity} for more.
 */
declare class GraphNode extends EventHandler {
    /**
     * Sets the enabled state of the GraphNode.
     *
     * @type {boolean}
     */
    set enabled(value: boolean);
    get enabled(): boolean;
    /**
     * Get the first node found in the graph with the name.
     *
     * @param {string} name - The name of the graph.
     * @returns {GraphNode|null} The first node to be found matching the supplied name.
     */
    findByName(name: string): GraphNode | null;
    destroy(): void;
    /** @private */
    _dirtify(): void;
}
/**
 * An Entity is the core primitive of a PlayCanvas application.
 */
declare class Entity extends GraphNode {
    /**
     * Create a new component and add it to the entity.
     */
    addComponent(type: string, data?: object): object | null;
    /**
     * A constant entity name.
     */
    static readonly ROOT_NAME: string;
    findByName(name: string): GraphNode | null;
}
/**
 * Represents the resource of a canvas font asset.
 *
 * @ignore
 */
declare class CanvasFont extends EventHandler {
    /** Width. */
    width: number;
}
declare class Undocumented {
    /** Documented member of an undocumented class. */
    x: number;
}
/**
 * Options of a thing.
 */
interface ThingOptions {
    /** The size. */
    size: number;
}
/**
 * Create a new script.
 */
declare function createScript(name: string): void;
/**
 * The engine version.
 */
declare const version: string;
export { Entity, EventHandler, GraphNode, createScript, version };
