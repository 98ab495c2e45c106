// SPDX-License-Identifier: Apache-2.0
#include "procurementsteps.h"

#include <QCoreApplication>
#include <QWidget>
#include <iterator>

namespace fw::app::steps {

namespace {

struct StepLook
{
    const char* title;
    const char* icon; // freedesktop icon name
    QStyle::StandardPixmap fallback;
};

// One entry per step of the procurement, in the order a buyer works through them.
constexpr StepLook kSteps[] = {
    {QT_TRANSLATE_NOOP("fw::app::Pages", "Triage"), "view-filter", QStyle::SP_FileDialogContentsView},
    {QT_TRANSLATE_NOOP("fw::app::Pages", "Candidates"), "system-users", QStyle::SP_DirHomeIcon},
    {QT_TRANSLATE_NOOP("fw::app::Pages", "BOM"), "view-list-details", QStyle::SP_FileDialogDetailedView},
    {QT_TRANSLATE_NOOP("fw::app::Pages", "Questionnaires"), "help-faq", QStyle::SP_MessageBoxQuestion},
    {QT_TRANSLATE_NOOP("fw::app::Pages", "Benchmarks"), "utilities-system-monitor", QStyle::SP_ComputerIcon},
    {QT_TRANSLATE_NOOP("fw::app::Pages", "Faults & Replay"), "dialog-warning", QStyle::SP_MessageBoxWarning},
    {QT_TRANSLATE_NOOP("fw::app::Pages", "Counters"), "network-wired", QStyle::SP_DriveNetIcon},
    {QT_TRANSLATE_NOOP("fw::app::Pages", "Compare"), "x-office-spreadsheet", QStyle::SP_FileDialogListView},
    {QT_TRANSLATE_NOOP("fw::app::Pages", "Cost"), "accessories-calculator", QStyle::SP_DriveHDIcon},
    {QT_TRANSLATE_NOOP("fw::app::Pages", "Decision"), "emblem-default", QStyle::SP_DialogApplyButton},
    {QT_TRANSLATE_NOOP("fw::app::Pages", "Report"), "x-office-document", QStyle::SP_FileIcon},
};
static_assert(std::size(kSteps) == std::size_t(core::ProcurementStep::Count));

} // namespace

QString title(core::ProcurementStep step)
{
    return QCoreApplication::translate("fw::app::Pages", kSteps[int(step)].title);
}

void installIconFallbacks()
{
    static const bool installed = [] {
        // Without a desktop theme (a bare Debian, the offscreen platform) Qt looks nowhere, not even in the fallback
        // paths: the freedesktop base theme, which every theme inherits, makes it look there after hicolor.
        if (QIcon::themeName().isEmpty())
            QIcon::setThemeName(QStringLiteral("hicolor"));
        QStringList paths = QIcon::fallbackSearchPaths();
        if (!paths.contains(QLatin1String(kFallbackIcons)))
            paths << QString::fromLatin1(kFallbackIcons);
        QIcon::setFallbackSearchPaths(paths);
        return true;
    }();
    Q_UNUSED(installed);
}

QIcon themeIcon(const QWidget* widget, const char* name, QStyle::StandardPixmap fallback)
{
    installIconFallbacks();
    // The desktop's theme first, then the drawing bundled under the same name (QIcon's fallback search path).
    QIcon icon = QIcon::fromTheme(QString::fromLatin1(name));
    return icon.isNull() ? widget->style()->standardIcon(fallback) : icon;
}

QIcon icon(const QWidget* widget, core::ProcurementStep step)
{
    const StepLook& look = kSteps[int(step)];
    return themeIcon(widget, look.icon, look.fallback);
}

QString stateLine(core::ProcurementStep step, const core::StepProgress& progress)
{
    return progress.state.isEmpty()
               ? title(step)
               : QCoreApplication::translate("fw::app::Pages", "%1: %2").arg(title(step), progress.state);
}

QString checklist(core::ProcurementStep step, const core::StepProgress& progress)
{
    QStringList lines{progress.needsWork ? QCoreApplication::translate("fw::app::Pages", "%1: to do").arg(title(step))
                                         : title(step)};
    if (!progress.state.isEmpty())
        lines << progress.state;
    if (!progress.complete.isEmpty())
        lines << progress.complete;
    if (!progress.missing.isEmpty()) {
        lines << QCoreApplication::translate("fw::app::Pages", "Still missing:");
        for (const QString& missing : progress.missing)
            lines << QStringLiteral("• ") + missing;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace fw::app::steps
