import '@blueprintjs/core/lib/css/blueprint.css';
import '@tolk/ui/styles/shell.css';
import './app/portal.css';
//# sourceMappingURL=main.d.ts.map