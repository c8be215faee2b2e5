/** sync-ammo ships no types; its module build's default export is the ready Ammo namespace. */
declare module 'sync-ammo/dist/ammo.module.js' {
  const Ammo: unknown;
  export default Ammo;
}
