"""A bare WebKitGTK browser for WebKitWebDriver (see webkit.ts).

Debian's MiniBrowser keeps its window at least 447 px wide and shows no console. This shell is one
web view in a window with nothing else, so WebDriver can size it to a phone's 390 px, and WebKit
writes the page's console to standard error (`CONSOLE JS ERROR ...` for an uncaught exception or
an unhandled rejection, `CONSOLE SECURITY ERROR ...` for a policy problem). It keeps its data
(service workers, caches, storage) under XDG_DATA_HOME and XDG_CACHE_HOME, which webkit.ts points
at a new empty folder for each run: an ephemeral web context would stop the console output. Run by
Debian's Python with python3-gi and gir1.2-webkit2-4.1; WebKitWebDriver starts it with
--automation.
"""
import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
settings = WebKit2.Settings(enable_write_console_messages_to_stdout=True)


def create_web_view(_session):
    view = WebKit2.WebView(
        web_context=context,
        settings=settings,
        is_controlled_by_automation=True,
    )
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    window.show_all()
    # Xvfb runs no window manager: without this the page never has focus, and `:focus` styles never apply.
    window.present()
    view.grab_focus()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('webkit-shell')
    info.set_version(2, 50, 0)
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view)


context.connect('automation-started', automation_started)
Gtk.main()
