import { parseQuery, type QueryUnit } from './tokenize';

/**
 * Japanese terms and their English API or editor names. A query for any member also finds pages
 * that use another member (シェーダー finds "shader", rigidbody finds 剛体). Terms follow the
 * project's writing guide (/work/shared/writing-ja.md).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['シェーダー', 'shader'],
  ['エンティティ', 'entity'],
  ['剛体', 'rigidbody', 'rigid body'],
  ['コンポーネント', 'component'],
  ['スクリプト', 'script'],
  ['アセット', 'asset'],
  ['シーン', 'scene'],
  ['テンプレート', 'template'],
  ['マテリアル', 'material'],
  ['テクスチャ', 'texture'],
  ['メッシュ', 'mesh'],
  ['モデル', 'model'],
  ['カメラ', 'camera'],
  ['ライト', 'light'],
  ['ライトマップ', 'lightmap'],
  ['シャドウ', '影', 'shadow'],
  ['物理', 'physics'],
  ['コリジョン', '衝突', 'collision'],
  ['レイキャスト', 'raycast'],
  ['トリガー', 'trigger'],
  ['パーティクル', 'particle'],
  ['アニメーション', 'animation', 'anim'],
  ['入力', 'input'],
  ['マウス', 'mouse'],
  ['キーボード', 'keyboard'],
  ['タッチ', 'touch'],
  ['ゲームパッド', 'gamepad'],
  ['サウンド', 'オーディオ', '音声', 'audio', 'sound'],
  ['エディター', 'editor'],
  ['インスペクター', 'inspector'],
  ['階層', 'hierarchy'],
  ['ビューポート', 'viewport'],
  ['パブリッシュ', '公開', 'publish'],
  ['ポストエフェクト', 'post effect', 'posteffect'],
  ['被写界深度', 'depth of field'],
  ['ガウシアンスプラッティング', 'gaussian splatting', 'splat'],
  ['ユーザーインターフェース', 'user interface'],
  ['スプライト', 'sprite'],
  ['レンダリング', '描画', 'rendering'],
  ['レイヤー', 'layer'],
  ['ブランチ', 'branch'],
  ['プロジェクト', 'project'],
  ['ゲーム', 'game'],
  ['マルチプレイヤー', 'multiplayer'],
  ['チュートリアル', 'tutorial'],
];

/** Unit lists keyed by the words of a synonym, for one locale (stemming depends on it). */
export type SynonymTable = ReadonlyMap<string, readonly QueryUnit[][]>;

const tables = new Map<string, SynonymTable>();

/** The synonym table of a locale, parsed with the query analyser and cached. */
export function synonymTable(locale: string): SynonymTable {
  const cached = tables.get(locale);
  if (cached) return cached;
  const table = new Map<string, QueryUnit[][]>();
  for (const group of SYNONYM_GROUPS) {
    const parsed = group.map((term) => parseQuery(`${term} `, locale));
    for (const units of parsed) {
      table.set(keyOf(units), parsed.filter((other) => other !== units));
    }
  }
  tables.set(locale, table);
  return table;
}

/** The look-up key of a unit sequence: its matching words. */
export function keyOf(units: readonly QueryUnit[]): string {
  return units.map((unit) => unit.word).join(' ');
}
