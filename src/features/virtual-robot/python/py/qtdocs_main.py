"""Runs one program of the docs as `python3 <file> <args>` would on the robot, with rospy for the page."""

import runpy
import sys
import time
import traceback


def main(path, args, catalogue):
    import qtdocs_messages

    qtdocs_messages.install(catalogue.to_py() if hasattr(catalogue, "to_py") else catalogue)
    import qtdocs_runtime
    import qtdocs_threads

    qtdocs_threads.install()
    time.sleep = lambda seconds: qtdocs_runtime.sleep_ms(float(seconds) * 1000.0)
    sys.stdin = qtdocs_runtime.StdinReader()
    sys.argv = [path] + list(args)
    sys.path.insert(0, path.rsplit("/", 1)[0])
    code = 0
    try:
        runpy.run_path(path, run_name="__main__")
    except SystemExit as done:
        if done.code is None:
            code = 0
        elif isinstance(done.code, int):
            code = done.code
        else:
            sys.stderr.write("%s\n" % done.code)
            code = 1
    except qtdocs_runtime.ShutdownRequested:
        code = 0
    except KeyboardInterrupt:
        # rospy's ROSInterruptException after Stop: the program was interrupted, as Ctrl+C does on the robot.
        if not qtdocs_runtime.stop_requested():
            raise
        code = 0
    except BaseException:
        # As python3 prints it, without the lines of this runner.
        kind, error, tb = sys.exc_info()
        while tb is not None and tb.tb_frame.f_code.co_filename != path:
            tb = tb.tb_next
        sys.stderr.write("Traceback (most recent call last):\n" + "".join(traceback.format_tb(tb)) if tb else "")
        sys.stderr.write("".join(traceback.format_exception_only(kind, error)))
        code = 1
    finally:
        import rospy

        rospy.run_shutdown_hooks()
        sys.stdout.flush()
        sys.stderr.flush()
    return code
