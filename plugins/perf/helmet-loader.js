// Client bundle only: every <Head> (react-helmet-async's Helmet) that mounts or updates reduces the
// props of all mounted ones to the head's state, then cancels and requests an animation frame to
// write it. A doc page mounts about ten during hydration, so the state is reduced about ten times
// for one write. Here the instance requests the frame if none is pending, and the state is reduced
// once, in it, from the instances mounted by then. The write always waits for that frame: Helmet's
// `defer` (true unless a <Head> says otherwise, which none of this site's does) no longer makes it
// sync.
// The package is pinned by @docusaurus/core (npm:@slorber/react-helmet-async@1.3.0); the build
// fails here if its minified code changes.
const replaceExactly = require('./replace-exactly');

const EMIT_CHANGE = 'r.emitChange=function(){var t,e,r=this.props.context';
const CLIENT_WRITE = 'e.defer?_=requestAnimationFrame(function(){K(e,function(){_=null})}):(K(e),_=null)';

/** @type {(source: string) => string} */
module.exports = function helmetLoader(source) {
  return replaceExactly(
    source,
    [
      [
        EMIT_CHANGE,
        'r.emitChange=function(){var self=this;if(!q.canUseDOM)return self.emitChangeNow();if(_==null)_=requestAnimationFrame(function(){_=null;self.emitChangeNow()})},' +
          'r.emitChangeNow=function(){var t,e,r=this.props.context',
      ],
      [CLIENT_WRITE, '(K(e),_=null)'],
    ],
    'helmet-loader: react-helmet-async changed, the state update it defers is gone',
  );
};
