// The SVG itself: boxes, their items and the arrows between them; scales to the card's width.
import { Box as MuiBox, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FbItem, FbSubsystem } from '../../../resources/management/functionBlock/model/wire';
import { arrowsOf, BOX, boxAt, sizeOf } from './layout';

const T = 'screens.block_diagram';
const SHOWN = 4;

export function Diagram({ name, subsystems, items }: { name: string; subsystems: FbSubsystem[]; items: (FbItem & { material_id__title?: string })[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const colors = { won: theme.palette.success.dark, lost: theme.palette.error.dark, open: theme.palette.info.dark };
  const boxes = subsystems.map((s) => boxAt(s.seq, s.col, s.row));
  const arrows = arrowsOf(boxes, subsystems);
  const { width, height } = sizeOf(boxes);
  const count = (status: string) => items.filter((i) => i.status === status).length;
  const title = translate(`${T}.diagram`, { name });
  const describe = translate(`${T}.describe`, { boxes: subsystems.length, flows: arrows.length, won: count('won'), lost: count('lost'), open: count('open') });
  return (
    <MuiBox sx={{ overflowX: 'auto' }}>
      <svg role="img" aria-labelledby="fb-diagram-title fb-diagram-desc" viewBox={`0 0 ${width} ${height}`} style={{ width: '100%', maxWidth: width, height: 'auto', display: 'block' }}>
        <title id="fb-diagram-title">{title}</title>
        <desc id="fb-diagram-desc">{describe}</desc>
        <defs>
          <marker id="fb-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill={theme.palette.text.secondary} />
          </marker>
        </defs>
        {arrows.map((a) => (
          <line key={`${a.from}-${a.to}`} data-flow={`${a.from}-${a.to}`} x1={a.x1} y1={a.y1} x2={a.x2} y2={a.y2} stroke={theme.palette.text.secondary} strokeWidth={2} markerEnd="url(#fb-arrow)" />
        ))}
        {subsystems.map((s, k) => {
          const b = boxes[k];
          const own = items.filter((i) => i.subsystem_seq === s.seq);
          return (
            <g key={s.id} data-subsystem={s.seq} transform={`translate(${b.x} ${b.y})`}>
              <rect width={BOX.w} height={BOX.h} rx={8} fill={theme.palette.background.paper} stroke={theme.palette.primary.main} strokeWidth={2} />
              <rect width={BOX.w} height={26} rx={8} fill={theme.palette.primary.main} />
              <text x={10} y={18} fontSize={13} fontWeight={600} fill={theme.palette.primary.contrastText}>{`${s.seq}. ${s.name}`}</text>
              {own.slice(0, SHOWN).map((i, n) => (
                <g key={i.id} transform={`translate(10 ${44 + n * 19})`}>
                  <circle cx={4} cy={-4} r={4} fill={colors[i.status]} />
                  <text x={14} y={0} fontSize={12} fill={theme.palette.text.primary}>{`${i.material_id__title ?? i.material_id} · ${translate(`${T}.statuses.${i.status}`)}`}</text>
                </g>
              ))}
              {own.length > SHOWN ? <text x={10} y={44 + SHOWN * 19} fontSize={12} fill={theme.palette.text.secondary}>{translate(`${T}.more`, { count: own.length - SHOWN })}</text> : null}
              {own.length === 0 ? <text x={10} y={44} fontSize={12} fill={theme.palette.text.secondary}>{translate(`${T}.no_items`)}</text> : null}
            </g>
          );
        })}
      </svg>
    </MuiBox>
  );
}
