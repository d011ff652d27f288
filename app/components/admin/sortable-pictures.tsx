import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button } from "#app/components/ui/button.tsx";
import { MediaImage } from "#app/components/ui/media-image.tsx";

export interface SortablePicture {
  id: string;
  url: string;
}

export interface SortablePicturesLabels {
  list: string;
  picture: (index: number, count: number) => string;
  move: (index: number) => string;
  remove: (index: number) => string;
  instructions: string;
  picked: (index: number) => string;
  over: (index: number, position: number) => string;
  dropped: (index: number, position: number) => string;
  cancelled: string;
}

/**
 * Pictures in the order they are shown, moved by drag and drop with the mouse or touch, or
 * with the keyboard (space on a move handle, arrow keys, space again; escape cancels), each
 * step announced to screen readers in the page's language (dnd-kit). The first is the main one.
 */
export function SortablePictures({
  id,
  pictures,
  labels,
  onReorder,
  onRemove,
  disabled = false,
}: {
  /** Stable across server and browser, so the accessibility ids hydrate alike. */
  id: string;
  pictures: SortablePicture[];
  labels: SortablePicturesLabels;
  onReorder: (ids: string[]) => void;
  onRemove: (picture: SortablePicture) => void;
  disabled?: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = pictures.map((picture) => picture.id);
  const number = (pictureId: unknown) => ids.indexOf(String(pictureId)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => labels.picked(number(active.id)),
    // Picking a picture up is also "over itself": that would talk over the pick-up.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? labels.over(number(active.id), number(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? labels.dropped(number(active.id), number(over.id)) : labels.cancelled,
    onDragCancel: () => labels.cancelled,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: labels.instructions },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
        <ol
          aria-label={labels.list}
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
        >
          {pictures.map((picture, index) => (
            <SortableItem
              key={picture.id}
              picture={picture}
              index={index + 1}
              count={pictures.length}
              labels={labels}
              onRemove={onRemove}
              disabled={disabled}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  picture,
  index,
  count,
  labels,
  onRemove,
  disabled,
}: {
  picture: SortablePicture;
  index: number;
  count: number;
  labels: SortablePicturesLabels;
  onRemove: (picture: SortablePicture) => void;
  disabled: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: picture.id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-picture={picture.url}
      className="relative overflow-hidden rounded-lg border border-ink/10 bg-white shadow-sm data-dragging:z-10 data-dragging:shadow-lg"
    >
      <MediaImage
        url={picture.url}
        largest={480}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
        width={320}
        height={240}
        alt={labels.picture(index, count)}
        className="aspect-4/3 w-full object-cover"
      />
      <div className="flex items-center justify-between gap-2 p-2">
        <Button
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          variant="ghost"
          size="sm"
          aria-label={labels.move(index)}
          // touch-none: a finger drags the picture instead of scrolling the page.
          className="cursor-grab touch-none"
        >
          <span aria-hidden="true">⠿</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => {
            onRemove(picture);
          }}
          aria-label={labels.remove(index)}
        >
          <span aria-hidden="true">✕</span>
        </Button>
      </div>
    </li>
  );
}
