import { Button, Dialog, DialogTrigger, Heading, Modal } from 'react-aria-components';

/** A button that asks first, in a modal dialog (focus trapped, Escape cancels, focus returns to the button). */
export function ConfirmButton(props: {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  isDisabled?: boolean;
}) {
  return (
    <DialogTrigger>
      <Button className="button danger" isDisabled={props.isDisabled ?? false}>
        {props.label}
      </Button>
      <Modal className="modal" isDismissable>
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title">{props.title}</Heading>
              <p>{props.description}</p>
              <div className="actions">
                <Button className="button quiet" onPress={close} autoFocus>
                  Cancel
                </Button>
                <Button
                  className="button danger"
                  onPress={() => {
                    close();
                    props.onConfirm();
                  }}
                >
                  {props.confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
