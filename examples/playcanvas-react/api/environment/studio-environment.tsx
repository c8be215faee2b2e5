import { Environment } from '@playcanvas/react/components';
import { useEnvAtlas, useTexture } from '@playcanvas/react/hooks';

// Lighting from a prefiltered environment atlas; the skybox from an equirectangular image.
// Both URLs are the reader's own files (for example under Vite's public/ folder).
export function StudioEnvironment({ atlasUrl, skyUrl }: { atlasUrl: string; skyUrl: string }) {
    const { asset: atlas } = useEnvAtlas(atlasUrl);
    const { asset: sky } = useTexture(skyUrl);
    if (!atlas || !sky) return null;
    return (
        <Environment
            envAtlas={atlas}
            skybox={sky}
            exposure={1.2}
            skyboxIntensity={0.8}
            rotation={[0, 90, 0]}
        />
    );
}
